import { canAccess } from '../../domain/access';
import { HOME_FIGURES, type HomeFigureKey, type HomeSection } from '../../domain/home';
import type { FigureAnswer } from './homeReads';

/** A figure as a card draws it: its answer, and the address of its list filtered as it was counted. */
export interface ShownFigure extends FigureAnswer {
  /** The list with the figure's filter as react-admin reads it from the address (?filter=<JSON>). */
  href: string;
  /** Summed (points) rather than counted rows. */
  summed: boolean;
}

export interface FigureSection {
  section: HomeSection;
  figures: ShownFigure[];
}

/** The list at `path` opened with `filter`, as react-admin's list reads its filter from the address. */
export const listHref = (path: string, filter: Record<string, unknown>) => `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** Items in Home's sections, each section where its first item comes (HOME_FIGURES' order). */
const bySection = <T>(items: readonly (readonly [HomeSection, T])[]): { section: HomeSection; items: T[] }[] => {
  const sections: { section: HomeSection; items: T[] }[] = [];
  for (const [name, item] of items) {
    const section = sections.find((s) => s.section === name);
    if (section) section.items.push(item);
    else sections.push({ section: name, items: [item] });
  }
  return sections;
};

/**
 * The answer's figures in Home's sections and order (domain/home.ts). A figure the answer leaves
 * out (the group may not list it) is not shown; a section left with none is not either.
 */
export const figureSections = (answer: readonly FigureAnswer[]): FigureSection[] => {
  const byKey = new Map(answer.map((figure) => [figure.key, figure]));
  return bySection(
    HOME_FIGURES.flatMap((figure) => {
      const answered = byKey.get(figure.key);
      return answered ? [[figure.section, { ...answered, href: listHref(figure.path, answered.link), summed: figure.sum !== undefined }] as const] : [];
    }),
  ).map(({ section, items }) => ({ section, figures: items }));
};

/**
 * The sections and figures Home will show these groups, in its order, before the answer comes:
 * the answer leaves out what a group may not list (domain/access.ts), and so does this.
 */
export const plannedSections = (groups: readonly string[]): { section: HomeSection; keys: HomeFigureKey[] }[] =>
  bySection(HOME_FIGURES.filter((figure) => canAccess(groups, figure.resource, 'list')).map((figure) => [figure.section, figure.key] as const)).map(
    ({ section, items }) => ({ section, keys: items }),
  );
