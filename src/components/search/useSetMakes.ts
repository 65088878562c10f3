import { useInstantSearch } from 'react-instantsearch-core';

/**
 * Sets the refined makes in one state change, dropping the model choices that belonged to the
 * old ones (a model list is about its make), and starts again at page 1.
 */
export function useSetMakes(): (makes: string[]) => void {
  const { setIndexUiState } = useInstantSearch();
  return (makes) =>
    setIndexUiState((previous) => {
      const { make: _make, model: _model, make_model: _makeModel, ...others } = previous.refinementList ?? {};
      return { ...previous, page: undefined, refinementList: makes.length > 0 ? { ...others, make: makes } : others };
    });
}
