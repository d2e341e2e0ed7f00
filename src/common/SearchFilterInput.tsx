import { SearchInput, type SearchInputProps } from 'react-admin';
import { FILTER_LIMITS } from '../../domain/filters';

/**
 * A free-text filter's input takes no more characters than the server accepts in a term
 * (`search`, `FIELD__contains`: domain/filters.ts), so no one types a term it would refuse.
 */
export const freeTextSlotProps = { htmlInput: { maxLength: FILTER_LIMITS.searchMaxLength } };

/**
 * A list's search box (`q`, sent as `search`). react-admin reads `source` and `alwaysOn` from the
 * filter element itself, so each list still writes them: `<SearchFilterInput key="q" source="q" alwaysOn />`.
 */
export const SearchFilterInput = (props: SearchInputProps) => <SearchInput slotProps={freeTextSlotProps} {...props} />;
