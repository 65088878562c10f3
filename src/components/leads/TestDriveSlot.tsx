/**
 * The test-drive form's preferred time: a select of the starts the lead API offers (GET
 * /api/test-drive/availability, the same rules it books by), grouped by day, after "No
 * preference". Until they arrive, or if they cannot be read, only "No preference" is offered, so
 * the shopper can still send the form and be called.
 */
import { useEffect, useState } from 'react';
import { getJson } from '../../client/lead-api.ts';
import type { SlotDay } from '../../lib/leads/test-drive-slots.ts';
import { slotGroups, type SlotGroup } from '../../lib/leads/slot-groups.ts';

export const SLOT_LABEL = 'Preferred date and time (optional)';

type Props = {
  id: string;
  value: string;
  carId: number | null;
  apiBase: string;
  invalid: Record<string, unknown>;
  onChange: (value: string) => void;
};

export function TestDriveSlot({ id, value, carId, apiBase, invalid, onChange }: Props) {
  const [groups, setGroups] = useState<SlotGroup[]>([]);
  useEffect(() => {
    const query = carId === null ? '' : `?car_id=${carId}`;
    void getJson<{ days: SlotDay[] }>(apiBase, `/api/test-drive/availability${query}`).then((answer) => {
      if (answer.ok && Array.isArray(answer.body.days)) setGroups(slotGroups(answer.body.days));
    });
  }, [apiBase, carId]);
  return (
    <select id={id} name="booking_datetime" value={value} onChange={(e) => onChange(e.target.value)} {...invalid}>
      <option value="">No preference</option>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
