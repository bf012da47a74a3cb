import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_WRITE_FALLBACKS, useDeleteCategoryMutation } from '../api/catalogue-mutations';
import { REACH_FALLBACKS, reachQueries } from '../api/reach-queries';
import type { Category } from '../api/schemas';
import { CategoryFormDialog } from './CategoryFormDialog';
import { ManageRecords } from './ManageRecords';

/**
 * Manage Apps' categories, with the number of apps each holds. Categories are created, renamed and
 * deleted (the server refuses while apps are still in one).
 */
export function ManageCategories() {
  const list = useQuery(reachQueries.categories());
  const remove = useDeleteCategoryMutation();
  return (
    <ManageRecords<Category>
      noun="category"
      nouns="categories"
      list={list}
      listFallback={REACH_FALLBACKS.categories}
      renderForm={(category, onClose) => <CategoryFormDialog category={category} onClose={onClose} />}
      remove={remove}
      deleteFallback={CATALOGUE_WRITE_FALLBACKS.deleteCategory}
    />
  );
}
