export { SearchForm, type SearchFormProps } from './SearchForm';
export { useSearchDraft } from './useSearchDraft';
