import type { UpdateSettingsBody } from '@bitacora/api';
import { isSettingsFieldEnabled, type Plan, PRO_ONLY_SETTINGS_FIELDS } from '@bitacora/domain';
import type { SettingsFormValues } from '@bitacora/ui';

/**
 * PUT /api/settings body: every field, socialNetworks as a JSON string. A field the plan
 * does not open (Google Analytics on FREE) is left out unless it is being cleared (null) or
 * turned off (false), because the server refuses the whole save for it.
 */
export function settingsBody(values: SettingsFormValues, plan: Plan): UpdateSettingsBody {
  const body: UpdateSettingsBody = {
    title: values.title,
    description: values.description,
    language: values.language,
    template: values.template,
    domain: values.domain,
    googleAnalyticsId: values.googleAnalyticsId,
    socialNetworks: JSON.stringify(values.socialNetworks),
    ...(values.requireTwoFactor !== undefined && { requireTwoFactor: values.requireTwoFactor }),
    ...(values.membersEnabled !== undefined && { membersEnabled: values.membersEnabled }),
    ...(values.commentsMembersOnly !== undefined && {
      commentsMembersOnly: values.commentsMembersOnly,
    }),
    ...(values.tipsEnabled !== undefined && { tipsEnabled: values.tipsEnabled }),
    ...(values.currency !== undefined && { currency: values.currency }),
    ...(values.timeZone !== undefined && { timeZone: values.timeZone }),
    ...(values.commentRules !== undefined && { commentRules: values.commentRules }),
    ...(values.defaultCategoryId !== undefined && { defaultCategoryId: values.defaultCategoryId }),
    ...(values.switcherLanguages !== undefined && {
      switcherLanguages: values.switcherLanguages,
    }),
  };
  for (const field of PRO_ONLY_SETTINGS_FIELDS) {
    const clearing = body[field] === null || body[field] === false;
    if (!clearing && !isSettingsFieldEnabled(plan, field)) delete body[field];
  }
  return body;
}
