import { Button } from '@/components/ui/Button';
import { REACH_FALLBACKS, reachQueries } from '../api/reach-queries';
import type { StackEntry } from '../api/schemas';
import { isPlaceholderId, useRemoveFromStackMutation } from '../api/stack-mutations';
import { stackListQueryOf } from '../model/reach-list-query';
import { reachListColumns } from './reach-list-columns';
import { CatalogueLink } from './CatalogueLink';
import { ReachListView } from './ReachListView';
import { useReachList } from './use-reach-list';

const column = reachListColumns<StackEntry>();

/** My stack: the products I use, by name, each with its page's link and a way to remove it. */
export function StackView() {
  const list = useReachList((search) => reachQueries.stackList(stackListQueryOf(search)));
  const remove = useRemoveFromStackMutation();

  const columns = column.columns([
    column.app(),
    column.accessor((entry) => entry.product.vendor.name, { id: 'vendor', header: 'Vendor' }),
    column.accessor((entry) => entry.product.category.name, { id: 'category', header: 'Category' }),
    column.date('added_at', 'Added'),
    column.actions((entry) => (
      <Button
        variant="secondary"
        data-action="remove"
        aria-label={`Remove ${entry.product.name} from stack`}
        className="px-3 py-1.5"
        disabled={isPlaceholderId(entry.id)}
        onClick={() => {
          list.focus.watch(entry.id);
          remove.mutate({ stackId: entry.id, product: entry.product });
        }}
      >
        Remove
      </Button>
    )),
  ]);

  return (
    <ReachListView
      list={list}
      heading="My stack"
      search={{ label: 'Search my stack', placeholder: 'App name' }}
      error={{ title: 'Your stack could not be loaded', fallback: REACH_FALLBACKS.stackList }}
      loading="Loading your stack…"
      empty={{
        title: 'Your stack is empty',
        description: (
          <>
            Find the apps you use in the <CatalogueLink />.
          </>
        ),
      }}
      caption="My stack"
      noun="apps"
      columns={columns}
    />
  );
}
