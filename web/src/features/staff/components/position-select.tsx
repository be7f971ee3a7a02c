import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { staffPositions } from '@sofra/contracts/core/enums';
import { notify } from '../../../lib/notify';
import { useSaveStaffPosition, type StaffPosition, type StaffRowKey } from '../api/staff-api';

interface PositionSelectProps {
  storeId: string;
  who: StaffRowKey;
  /** How the row names the person (or the number), for the label and the notice. */
  name: string;
  position: string;
}

/**
 * A staff row's position, changed in place: a choice saves at once (store/saveStaffPosition). While it saves the
 * select shows the choice and is disabled; a refusal leaves the saved position and says why in a toast.
 */
export function PositionSelect({ storeId, who, name, position }: PositionSelectProps) {
  const { t } = useTranslation();
  const save = useSaveStaffPosition(storeId);
  const positionText = (p: string) => t(`staff.positions.${p}`, { defaultValue: p });
  const shown = save.isPending ? save.variables.position : position;
  // A position given before the list of positions was fixed is shown as it is, so the select never lies.
  const options = (staffPositions as readonly string[]).includes(position)
    ? staffPositions
    : [position, ...staffPositions];

  return (
    <NativeSelect
      size="sm"
      aria-label={t('staff.positionOf', { name })}
      value={shown}
      disabled={save.isPending}
      data={options.map((p) => ({ value: p, label: positionText(p) }))}
      onChange={(e) => {
        const next = e.currentTarget.value as StaffPosition;
        if (next === position) return;
        save.mutate(
          { who, position: next },
          { onSuccess: () => notify('success', t('staff.positionSaved', { name, position: positionText(next) })) },
        );
      }}
      style={{ maxWidth: 160 }}
    />
  );
}
