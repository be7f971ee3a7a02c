import type { Notification } from '@sofra/contracts/live/live.schemas';
import type { TFunction } from '../../../lib/i18n';

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * A notification's sentence in the user's language, from its kind and params (the server sends no sentences):
 * "Masa 4 called a waiter", "Order 12 was accepted (20 min)", "Delivery 7 is on its way".
 */
export const notificationText = (t: TFunction, n: Notification): string => {
  const p = n.params;
  const table = [text(p.groupName), text(p.tableName)].filter(Boolean).join(' / ');
  const number = text(p.number ?? p.folioNumber);
  switch (n.kind) {
    case 'waiter-call':
      return t('live.notifications.waiterCall', { table });
    case 'check-request':
      return t('live.notifications.checkRequest', { table });
    case 'order-placed':
      return table
        ? t('live.notifications.orderPlacedAt', { number, table })
        : t('live.notifications.orderPlaced', { number });
    case 'order-answered': {
      const state = text(p.state ?? p.orderState);
      if (state === 'rejected') return t('live.notifications.orderRejected', { number });
      const minutes = text(p.prepMinutes);
      return minutes
        ? t('live.notifications.orderAcceptedIn', { number, minutes })
        : t('live.notifications.orderAccepted', { number });
    }
    case 'delivery-changed': {
      const status = text(p.deliveryStatus ?? p.status);
      return t('live.notifications.deliveryChanged', {
        number,
        status: status ? t(`deliveries.status.${status}`) : '',
      });
    }
  }
};
