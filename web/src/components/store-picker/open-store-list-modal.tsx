import { modals } from '@mantine/modals';
import type { UserOwnedStore } from '@sofra/contracts/auth/auth.schemas';
import { i18n } from '../../lib/i18n';
import { StoreList } from './store-list';

export interface StoreListModalOptions {
  /** The close icon shows only when a store is already active (spec section 2). */
  closable: boolean;
  onAddNew: () => void;
  fullScreen?: boolean;
  changeActive?: boolean;
}

/** The list on screen now: a second request (the shell and a "Choose a store" button at once) waits for it. */
let open: Promise<UserOwnedStore | null> | null = null;

/**
 * Opens the store list modal (title Store List); resolves with the chosen store, or null when closed. Only one is
 * open at a time: while one is, this answers its result.
 */
export const openStoreListModal = ({ closable, onAddNew, fullScreen, changeActive }: StoreListModalOptions) => {
  open ??= new Promise<UserOwnedStore | null>((resolve) => {
    const id = modals.open({
      title: i18n.t('stores.listTitle'),
      size: 'md',
      fullScreen,
      withCloseButton: closable,
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      closeOnEscape: closable,
      closeOnClickOutside: closable,
      onClose: () => resolve(null),
      children: (
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
      ),
    });
  }).finally(() => {
    open = null;
  });
  return open;
};
