import type { PlatformSettings } from '@bitacora/api';
import {
  feeBpsToPercent,
  MEMBERSHIP_MESSAGES,
  parseFeePercent,
  TWO_FACTOR_MESSAGES,
} from '@bitacora/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../primitives/alert/alert';
import { Button } from '../../../primitives/button/button';
import { LoadingRegion, Skeleton } from '../../../primitives/skeleton/skeleton';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toggle } from '../../../primitives/toggle/toggle';
import { PageHeader } from '../../shared/page-header/page-header.styles';
import { CardActions, CardNote, FormCard } from '../../shared/section-card/section-card.styles';

export type PlatformSettingsScreenProps = {
  status: 'loading' | 'ready' | 'error';
  settings: PlatformSettings | null;
  onRetry?: () => void;
  onSave: (settings: PlatformSettings) => void;
  isSaving?: boolean;
  saveError?: string | null;
};

function PlatformForm({
  settings,
  onSave,
  isSaving,
  saveError,
}: {
  settings: PlatformSettings;
  onSave: (settings: PlatformSettings) => void;
  isSaving: boolean;
  saveError?: string | null;
}) {
  const [requireTwoFactor, setRequireTwoFactor] = useState(settings.requireTwoFactor);
  const [fee, setFee] = useState(feeBpsToPercent(settings.platformFeeBps));
  const [feeError, setFeeError] = useState<string | null>(null);
  const titleId = useId();
  const hintId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const platformFeeBps = parseFeePercent(fee);
    if (platformFeeBps === null) {
      setFeeError(MEMBERSHIP_MESSAGES.platformFeePercentInvalid);
      return;
    }
    setFeeError(null);
    onSave({ requireTwoFactor, platformFeeBps });
  };
  return (
    <FormCard onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{TWO_FACTOR_MESSAGES.title}</h2>
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <Toggle
        checked={requireTwoFactor}
        onCheckedChange={setRequireTwoFactor}
        label={TWO_FACTOR_MESSAGES.platformSetting}
        aria-describedby={hintId}
      />
      <CardNote id={hintId}>{TWO_FACTOR_MESSAGES.blogSettingHelp}</CardNote>
      <h2>{MEMBERSHIP_MESSAGES.platformFeeTitle}</h2>
      <TextField
        label={MEMBERSHIP_MESSAGES.platformFeeLabel}
        hint={MEMBERSHIP_MESSAGES.platformFeeHelp}
        inputMode="decimal"
        value={fee}
        onChange={(event) => setFee(event.target.value)}
        error={feeError ?? undefined}
      />
      <CardActions>
        <Button type="submit" isLoading={isSaving} loadingText="Guardando...">
          {TWO_FACTOR_MESSAGES.save}
        </Button>
      </CardActions>
    </FormCard>
  );
}

/**
 * 'Ajustes de la plataforma' (SUPER_ADMIN): what every account must do (two-factor) and the
 * platform's share of readers' tips, typed as a percentage and saved in basis points.
 */
export function PlatformSettingsScreen({
  status,
  settings,
  onRetry,
  onSave,
  isSaving = false,
  saveError,
}: PlatformSettingsScreenProps) {
  return (
    <>
      <PageHeader>
        <h1>{TWO_FACTOR_MESSAGES.platformTitle}</h1>
      </PageHeader>
      {status === 'loading' ? (
        <LoadingRegion label="Cargando los ajustes de la plataforma...">
          <Skeleton lines={3} height="1.25rem" />
        </LoadingRegion>
      ) : status === 'error' || !settings ? (
        <>
          <Alert tone="error">{TWO_FACTOR_MESSAGES.platformLoadFailed}</Alert>
          {onRetry ? (
            <CardActions>
              <Button variant="secondary" onClick={onRetry}>
                {TWO_FACTOR_MESSAGES.retry}
              </Button>
            </CardActions>
          ) : null}
        </>
      ) : (
        <PlatformForm
          settings={settings}
          onSave={onSave}
          isSaving={isSaving}
          saveError={saveError}
        />
      )}
    </>
  );
}
