import { useCallback } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { MOBILE_MAX_WIDTH } from '@sofra/contracts/core/constants';
import { useSession } from '../../lib/session';
import { urls } from '../../lib/urls';
import { openStoreListModal } from './open-store-list-modal';

/**
 * Opens the store list the same way from everywhere (header, sidebar, "Choose a store"): full screen on a phone,
 * "Add new" leads to store-add, and the close icon only while a store is active unless told otherwise.
 */
export const useStorePicker = () => {
  const navigate = useNavigate();
  const { activeStoreId } = useSession();
  const phone = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  return useCallback(
    (closable = Boolean(activeStoreId)) =>
      openStoreListModal({ closable, fullScreen: phone, onAddNew: () => navigate({ to: urls.main.storeAdd }) }),
    [activeStoreId, phone, navigate],
  );
};
