import { VISIBILITY_TIERS_LABELS } from '@bitacora/domain';
import { CheckList, CheckRow, Fieldset, Legend } from './content-form.styles';

/** A paid tier the item may be opened to. */
export type TierChoice = { uuid: string; name: string };

export type VisibilityTiersFieldProps = {
  tiers: readonly TierChoice[];
  /** The chosen tiers' uuids; empty: any paid tier. */
  value: readonly string[];
  onChange: (tiers: string[]) => void;
  disabled?: boolean;
};

/**
 * Beside 'Miembros de pago': which paid tiers open the item. 'Todos los niveles de pago' is the
 * empty list; choosing a tier unticks it, and ticking it again clears the tiers.
 */
export function VisibilityTiersField({
  tiers,
  value,
  onChange,
  disabled = false,
}: VisibilityTiersFieldProps) {
  const all = value.length === 0;
  return (
    <Fieldset data-field="visibilityTiers">
      <Legend>{VISIBILITY_TIERS_LABELS.legend}</Legend>
      <CheckList>
        <CheckRow>
          <input type="checkbox" checked={all} disabled={disabled} onChange={() => onChange([])} />
          {VISIBILITY_TIERS_LABELS.all}
        </CheckRow>
        {tiers.map((tier) => (
          <CheckRow key={tier.uuid}>
            <input
              type="checkbox"
              checked={value.includes(tier.uuid)}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, tier.uuid]
                    : value.filter((chosen) => chosen !== tier.uuid),
                )
              }
            />
            {tier.name}
          </CheckRow>
        ))}
      </CheckList>
    </Fieldset>
  );
}
