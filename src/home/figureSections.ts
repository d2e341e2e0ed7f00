import { HOME_FIGURES, type HomeSection } from '../../domain/home';
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

/**
 * The answer's figures in Home's sections and order (domain/home.ts). A figure the answer leaves
 * out (the group may not list it) is not shown; a section left with none is not either.
 */
export const figureSections = (answer: readonly FigureAnswer[]): FigureSection[] => {
  const byKey = new Map(answer.map((figure) => [figure.key, figure]));
  const sections: FigureSection[] = [];
  for (const figure of HOME_FIGURES) {
    const answered = byKey.get(figure.key);
    if (!answered) continue;
    const shown: ShownFigure = { ...answered, href: listHref(figure.path, answered.link), summed: figure.sum !== undefined };
    const section = sections.find((s) => s.section === figure.section);
    if (section) section.figures.push(shown);
    else sections.push({ section: figure.section, figures: [shown] });
  }
  return sections;
};
