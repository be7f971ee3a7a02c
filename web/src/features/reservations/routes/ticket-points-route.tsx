import { useMemo } from 'react';
import type { ReservationPoint } from '@sofra/contracts/reservations/reservations.schemas';
import { DefinitionsTable, type DefinitionColumn } from '../../../components/definitions-table/definitions-table';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useHasPermission } from '../../../lib/store-sync';
import { useDeletePoint, usePointSections, usePointTables, useReservationPoints } from '../api/reservation-points-api';
import { PointForm } from '../components/point-form';
import { pointPlace } from '../components/point-place';

/**
 * /main/ticket-points/list: the store's reservation points, the places a guest can book (docs/reservations.md), on the
 * shared definitions table. Staff without `reservations.manage` see the list only.
 */
export function Component() {
  const { t } = useTranslation();
  const storeId = useSession().activeStoreId ?? '';
  const list = useReservationPoints(storeId);
  const tables = usePointTables(storeId);
  const sections = usePointSections(storeId);
  const remove = useDeletePoint(storeId);
  const mayManage = useHasPermission(storeId || null, 'reservations.manage');

  const texts = useMemo(
    () => ({
      title: t('menu.reservationPoints'),
      noStore: t('reservations.points.noStore'),
      add: t('reservations.points.add'),
      edit: t('reservations.points.edit'),
      intro: t('reservations.points.intro'),
      empty: t('reservations.points.empty'),
      readOnly: t('reservations.points.readOnly'),
    }),
    [t],
  );
  const floorTables = tables.data?.tables;
  const floorSections = sections.data;
  const columns = useMemo<DefinitionColumn<ReservationPoint>[]>(
    () => [
      { accessor: 'name', title: t('definitions.table.name'), sortable: true, hideable: false },
      {
        accessor: 'kind',
        title: t('reservations.points.kind'),
        sortable: true,
        text: (p) => t(`reservations.points.kinds.${p.kind}`),
      },
      {
        accessor: 'place',
        title: t('reservations.points.place'),
        text: (p) => pointPlace(p, floorTables ?? [], floorSections ?? []),
      },
      {
        accessor: 'party',
        title: t('reservations.points.party'),
        sortable: true,
        text: (p) => t('reservations.points.partyRange', { min: p.minParty, max: p.maxParty }),
      },
      {
        accessor: 'combinable',
        title: t('reservations.points.combinableColumn'),
        sortable: true,
        text: (p) => t(p.combinable ? 'definitions.table.yes' : 'definitions.table.no'),
      },
      {
        accessor: 'active',
        title: t('reservations.points.activeColumn'),
        sortable: true,
        text: (p) => t(p.active ? 'reservations.points.on' : 'reservations.points.off'),
      },
    ],
    [t, floorTables, floorSections],
  );
  return (
    <DefinitionsTable<ReservationPoint>
      screen="reservationPoints"
      texts={texts}
      list={list}
      queries={[tables, sections]}
      columns={columns}
      Form={PointForm}
      // Deleted one at a time: a point holding live bookings is refused (switch it off instead).
      selectable={false}
      canEdit={mayManage === true}
      onDelete={(target) => remove.mutateAsync('id' in target ? target.id : target.ids[0]!)}
    />
  );
}
