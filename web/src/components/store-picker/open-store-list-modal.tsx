import { useEffect, type ReactNode } from 'react';
import { randomId } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { UserOwnedStore } from '@sofra/contracts/auth/auth.schemas';
import { i18n } from '../../lib/i18n';
import { whenModalsReady } from '../../lib/modals-ready';

/** The list itself loads when first opened, not with the main area's frame that offers it. */
const loadList = () => import('./store-list');

export interface StoreListModalOptions {
  /** The close icon shows only when a store is already active (spec section 2). */
  closable: boolean;
  onAddNew: () => void;
  fullScreen?: boolean;
  changeActive?: boolean;
}

/** The list on screen now: a second request (the shell and a "Choose a store" button at once) waits for it. */
let open: { result: Promise<UserOwnedStore | null> } | null = null;

/** Calls `onGone` when the list leaves the screen: closed, or its modals manager gone (sign-out). */
function WhileShown({ onGone, children }: { onGone: () => void; children: ReactNode }) {
  useEffect(() => onGone, [onGone]);
  return children;
}

/**
 * Opens the store list modal (title Store List); resolves with the chosen store, or null when closed. Only one is
 * open at a time: while one is, this answers its result.
 */
export const openStoreListModal = ({ closable, onAddNew, fullScreen, changeActive }: StoreListModalOptions) => {
  if (open) return open.result;
  const entry = {} as { result: Promise<UserOwnedStore | null> };
  open = entry;
  entry.result = new Promise<UserOwnedStore | null>((resolve) => {
    const gone = () => {
      resolve(null);
      if (open === entry) open = null;
    };
    const id = randomId();
    // The list's code first, so the dialog opens with it (and its focus goes to the search field).
    const show = ({ StoreList }: Awaited<ReturnType<typeof loadList>>) =>
      modals.open({
        modalId: id,
        title: i18n.t('stores.listTitle'),
        size: 'md',
        fullScreen,
        withCloseButton: closable,
        closeButtonProps: { 'aria-label': i18n.t('common.close') },
        closeOnEscape: closable,
        closeOnClickOutside: closable,
        onClose: gone,
        children: (
          <WhileShown onGone={gone}>
            <StoreList
              changeActive={changeActive}
              onSelect={(store) => {
                resolve(store);
                modals.close(id);
              }}
              onAddNew={() => {
                resolve(null);
                modals.close(id);
                onAddNew();
              }}
            />
          </WhileShown>
        ),
      });
    loadList().then((list) => whenModalsReady(() => show(list)), gone);
  });
  return entry.result;
};
