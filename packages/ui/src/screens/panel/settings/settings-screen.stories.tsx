import {
  CATEGORY_MESSAGES,
  COMMENT_RULES_MESSAGES,
  CUSTOM_DOMAIN_MESSAGES,
  PAYMENT_CONNECTION_MESSAGES,
  SETTINGS_MESSAGES,
  socialLinkMessage,
  TRANSLATION_MESSAGES,
  TRANSLATION_PANEL_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stateStory } from '../../story-helpers/plays';
import { MOBILE_GLOBALS } from '../../story-helpers/viewports';
import { SettingsScreen } from './settings-screen';
import {
  blogCategories,
  connectedAccount,
  defaultCategorySettings,
  freeSubscription,
  noAccount,
  pendingDomainSettings,
  proSettings,
  proSubscription,
  rulesSettings,
  settings,
  switcherSettings,
} from './settings-screen.fixtures';

const meta = {
  title: 'Screens/Panel/Settings',
  component: SettingsScreen,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    settings,
    plan: 'FREE',
    subscription: freeSubscription,
    onSave: fn(),
    onDismissSaved: fn(),
    onUpgrade: fn(),
  },
} satisfies Meta<typeof SettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** FREE: Google Analytics disabled with 'Mejorar plan'; the domain open to all plans, with the note. */
export const FreePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('ID de Google Analytics')).toBeDisabled();
    await expect(canvas.getByLabelText('Patreon')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Mejorar plan para usar Google Analytics' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Dominio personalizado')).toBeEnabled();
    await expect(canvas.getByText(SETTINGS_MESSAGES.customDomainNote)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tu plan actual' })).toBeVisible();
    // A FREE blog has nothing to pay: no 'Inactiva' subscription, no date to wait for.
    await expect(canvas.getByText('Plan gratuito, sin pagos')).toBeVisible();
    await expect(canvas.queryByText('Inactiva')).toBeNull();
    await expect(canvas.getByText('Ninguno')).toBeVisible();
    const language = canvas.getByLabelText('Idioma');
    await expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Español', 'English', 'Français', 'Português']);
  },
};

/** PRO: every field enabled, no upgrade; the next payment date in es-ES. */
export const ProPlan: Story = {
  tags: ['screenshot'],
  args: { plan: 'PRO', settings: proSettings, subscription: proSubscription },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('ID de Google Analytics')).toBeEnabled();
    await expect(canvas.getByLabelText('ID de Google Analytics')).toHaveValue('G-AB12CD34EF');
    await expect(canvas.getByLabelText('Patreon')).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /Mejorar plan/ })).toBeNull();
    await expect(canvas.getByText('05/12/2026')).toBeVisible();
    await expect(canvas.getByText('Activa')).toBeVisible();
  },
};

/** 'Guardar Cambios' sends trimmed values, empty optional fields as null. */
export const Save: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText('Título del blog');
    await userEvent.clear(title);
    await userEvent.type(title, ' Cuaderno de ruta ');
    await userEvent.selectOptions(canvas.getByLabelText('Idioma'), 'fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'Cuaderno de ruta',
      description: settings.description,
      language: 'fr',
      template: 'minimal',
      domain: null,
      googleAnalyticsId: null,
      socialNetworks: {
        twitter: '@cuaderno',
        facebook: '',
        instagram: 'cuaderno.viaje',
        patreon: '',
      },
      requireTwoFactor: false,
      membersEnabled: false,
      commentsMembersOnly: false,
      tipsEnabled: false,
      timeZone: 'Europe/Madrid',
      commentRules: {
        enabled: true,
        maxLinks: 2,
        heldWords: [],
        autoApproveKnown: false,
        closeAfterDays: null,
        blocked: [],
      },
      switcherLanguages: null,
    });
  },
};

/** 'Categoría por defecto' shows the saved one and lists the blog's categories after 'Ninguna'. */
export const DefaultCategory: Story = {
  args: { settings: defaultCategorySettings, categories: blogCategories },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText(CATEGORY_MESSAGES.defaultLabel);
    await expect(select).toHaveDisplayValue('Viajes');
    await expect(select).toHaveAccessibleDescription(CATEGORY_MESSAGES.defaultHint);
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([CATEGORY_MESSAGES.defaultNone, 'Montaña', 'Viajes', 'Cocina']);
  },
};

/** The category chosen is saved with the rest; 'Ninguna' saves none; Cancelar puts back the saved one. */
export const DefaultCategorySave: Story = {
  args: { settings: defaultCategorySettings, categories: blogCategories },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText(CATEGORY_MESSAGES.defaultLabel);
    await userEvent.selectOptions(select, 'Cocina');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(select).toHaveDisplayValue('Viajes');
    await userEvent.selectOptions(select, 'Cocina');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ defaultCategoryId: 3 }),
    );
    await userEvent.selectOptions(select, CATEGORY_MESSAGES.defaultNone);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ defaultCategoryId: null }),
    );
  },
};

/** A blog without a default category shows 'Ninguna'; the server's refusal shows at the select. */
export const DefaultCategoryRefused: Story = {
  args: {
    categories: blogCategories,
    saveError: CATEGORY_MESSAGES.defaultNotInBlog,
    fieldErrors: { defaultCategoryId: CATEGORY_MESSAGES.defaultNotInBlog },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText(CATEGORY_MESSAGES.defaultLabel);
    await expect(select).toHaveDisplayValue(CATEGORY_MESSAGES.defaultNone);
    await expect(select).toHaveAccessibleDescription(
      expect.stringContaining(CATEGORY_MESSAGES.defaultNotInBlog),
    );
  },
};

const switcherBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: TRANSLATION_PANEL_MESSAGES.switcherLegend });

/**
 * 'Selector de idiomas': a checkbox per language, the main one checked and disabled, with the
 * hint; checking another sends the checked ones, the main one among them.
 */
export const SwitcherLanguages: Story = {
  play: async ({ canvasElement, args }) => {
    const box = switcherBox(canvasElement);
    await expect(box).toHaveAccessibleDescription(TRANSLATION_PANEL_MESSAGES.switcherHint);
    await expect(
      within(box)
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.getAttribute('value')),
    ).toEqual(['es', 'en', 'fr', 'pt']);
    const spanish = within(box).getByRole('checkbox', { name: 'Español' });
    await expect(spanish).toBeChecked();
    await expect(spanish).toBeDisabled();
    for (const name of ['Inglés', 'Francés', 'Portugués']) {
      const checkbox = within(box).getByRole('checkbox', { name });
      await expect(checkbox).not.toBeChecked();
      await expect(checkbox).toBeEnabled();
    }
    await userEvent.click(within(box).getByRole('checkbox', { name: 'Portugués' }));
    await userEvent.click(within(box).getByRole('checkbox', { name: 'Inglés' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ switcherLanguages: ['es', 'en', 'pt'] }),
    );
  },
};

/**
 * A saved list starts checked; unchecking all but the main one saves null (the languages the blog
 * has published in), and Cancelar puts the saved list back.
 */
export const SwitcherLanguagesSaved: Story = {
  args: { settings: switcherSettings, onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const box = switcherBox(canvasElement);
    const english = within(box).getByRole('checkbox', { name: 'Inglés' });
    await expect(english).toBeChecked();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await userEvent.click(english);
    await expect(english).not.toBeChecked();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ switcherLanguages: null }),
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar' }));
    await expect(english).toBeChecked();
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** A new main language is checked and disabled in its turn; the old one is offered like any other. */
export const SwitcherFollowsMainLanguage: Story = {
  args: { settings: switcherSettings },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Idioma'), 'en');
    const box = switcherBox(canvasElement);
    const english = within(box).getByRole('checkbox', { name: 'Inglés' });
    await expect(english).toBeChecked();
    await expect(english).toBeDisabled();
    const spanish = within(box).getByRole('checkbox', { name: 'Español' });
    await expect(spanish).not.toBeChecked();
    await expect(spanish).toBeEnabled();
    await userEvent.click(spanish);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ language: 'en', switcherLanguages: ['es', 'en'] }),
    );
  },
};

/** The server's refusal of the list shows in the fieldset. */
export const SwitcherLanguagesRefused: Story = {
  args: {
    saveError: TRANSLATION_MESSAGES.switcherLanguagesNotList,
    fieldErrors: { switcherLanguages: TRANSLATION_MESSAGES.switcherLanguagesNotList },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(switcherBox(canvasElement)).getByText(TRANSLATION_MESSAGES.switcherLanguagesNotList),
    ).toBeVisible();
  },
};

/** The admin requires two-factor sign-in of the blog's members: the switch, sent with the save. */
export const RequireTwoFactor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: TWO_FACTOR_MESSAGES.blogSetting });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.blogSettingHelp);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ requireTwoFactor: true }),
    );
  },
};

/** 'Cancelar' puts back the loaded values. */
export const CancelResets: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText('Título del blog');
    await userEvent.type(title, ' (borrador)');
    await userEvent.selectOptions(canvas.getByLabelText('Plantilla'), 'professional');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(title).toHaveValue(settings.title);
    await expect(canvas.getByLabelText('Plantilla')).toHaveValue('minimal');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Each change reports whether the form differs from the saved settings; Cancelar makes it clean. */
export const ReportsChanges: Story = {
  args: { onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await userEvent.selectOptions(canvas.getByLabelText('Plantilla'), 'professional');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
  },
};

/** An invalid custom domain is refused before saving. */
export const DomainInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Dominio personalizado'), 'https://miblog.com/');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(canvas.getByLabelText('Dominio personalizado')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A social link that is neither an address nor a handle is refused under its field. */
export const SocialLinkInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const facebook = canvas.getByLabelText('Facebook');
    await userEvent.type(facebook, 'mi página');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(facebook).toHaveAttribute('aria-invalid', 'true');
    await expect(facebook).toHaveAccessibleDescription(
      expect.stringContaining(socialLinkMessage('facebook')),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    // The handles already there ('@cuaderno', 'cuaderno.viaje') are fine as they are.
    await expect(canvas.getByLabelText('Twitter')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A GA4 id is 'G-' and 10 characters: an 8-character one is refused under its field. */
export const AnalyticsIdInvalid: Story = {
  args: { plan: 'PRO', settings: proSettings, subscription: proSubscription },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const analytics = canvas.getByLabelText('ID de Google Analytics');
    await userEvent.clear(analytics);
    await userEvent.type(analytics, 'G-ABCD1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(analytics).toHaveAttribute('aria-invalid', 'true');
    await expect(analytics).toHaveAccessibleDescription(
      expect.stringContaining(SETTINGS_MESSAGES.analyticsIdInvalid),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saving: the button waits with 'Guardando...'. */
export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guardando...' }),
    ).toBeDisabled();
  },
};

/** Saved: the toast 'Configuración guardada correctamente'. */
export const Saved: Story = {
  args: { showSaved: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Configuración guardada correctamente'),
    ).toBeVisible();
  },
};

/** The save failed (docs/product.md#settings-messages). */
export const SaveError: Story = stateStory(
  { saveError: SETTINGS_MESSAGES.saveFailed },
  { alert: SETTINGS_MESSAGES.saveFailed },
);

/** Loading. */
export const Loading: Story = stateStory(
  { status: 'loading', settings: null, subscription: null },
  { status: 'Cargando configuración...' },
);

/** The settings failed to load (docs/product.md#settings-messages). */
export const LoadError: Story = stateStory(
  { status: 'error', settings: null },
  { alert: SETTINGS_MESSAGES.loadFailed },
);

/** 'Mejorar plan' opens the two options; each reports its interval. */
export const UpgradeOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Mejorar plan' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('$9.99 por mes')).toBeVisible();
    await expect(canvas.getByText('$99.99 por año')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Contratar PRO anual/ }));
    await expect(args.onUpgrade).toHaveBeenCalledWith({ interval: 'yearly' });
  },
};

/** The 'Mejorar plan' beside a disabled field opens the same panel. */
export const UpgradeFromField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mejorar plan para usar Google Analytics' }),
    );
    await expect(canvas.getByRole('list', { name: 'Opciones del plan PRO' })).toBeVisible();
  },
};

/** No payment address came back (docs/product.md#settings-messages). */
export const UpgradeError: Story = stateStory(
  { defaultUpgradeOpen: true, upgradeError: SETTINGS_MESSAGES.paymentLinkFailed },
  { alert: SETTINGS_MESSAGES.paymentLinkFailed },
);

/** On a 375 px phone. */
/** 'Importar / Exportar' is Configuración's other section, followed without a page load. */
export const Sections: Story = {
  args: { onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Secciones de Configuración' });
    await expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const importExport = within(nav).getByRole('link', { name: 'Importar / Exportar' });
    await expect(importExport).toHaveAttribute('href', '/cms/settings/import-export');
    await userEvent.click(importExport);
    await expect(args.onNavigate).toHaveBeenCalledWith({ href: '/cms/settings/import-export' });
  },
};

/** An author is shown the screen is not theirs, with no link to the admin's sections. */
export const WithoutSections: Story = {
  args: {
    status: 'error',
    settings: null,
    showSections: false,
    error: 'Solo para administradores.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Mobile: Story = { tags: ['screenshot'], globals: MOBILE_GLOBALS };

/** On the dark theme, with the upgrade panel open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultUpgradeOpen: true },
};

const M = COMMENT_RULES_MESSAGES;

/**
 * 'Comentarios' filled: every rule at its labelled control, the address read back never shown
 * in clear; removing a block, adding one and saving sends the rules as the API takes them.
 */
export const CommentRules: Story = {
  args: { settings: rulesSettings },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('group', { name: M.section }));
    await step('the saved rules', async () => {
      await expect(section.getByRole('switch', { name: M.enabled })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(section.getByLabelText(M.closeAfterDays)).toHaveValue('90');
      await expect(section.getByLabelText(M.maxLinks)).toHaveValue('1');
      await expect(section.getByLabelText(M.heldWords)).toHaveValue('casino\napuestas online');
      await expect(section.getByRole('switch', { name: M.autoApproveKnown })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      const blocks = within(section.getByRole('list', { name: M.blocked }));
      await expect(blocks.getAllByRole('listitem')).toHaveLength(2);
      await expect(blocks.getByText(M.blockedHiddenIp)).toBeVisible();
      await expect(blocks.getByText(M.blockedUntil('31/12/2026'))).toBeVisible();
      await expect(
        blocks.getByRole('button', { name: M.removeHiddenIp('31/12/2026') }),
      ).toBeVisible();
      await expect(blocks.getByText(M.blockedForever)).toBeVisible();
    });
    await step('edit, block an address, save', async () => {
      await userEvent.click(
        section.getByRole('button', { name: M.removeBlocked('ofertas@spam.example') }),
      );
      await userEvent.selectOptions(section.getByLabelText(M.blockedKind), 'ip');
      await userEvent.type(section.getByLabelText(M.blockedValueIp), '203.0.113.7');
      await userEvent.click(section.getByRole('button', { name: M.addBlocked }));
      await expect(
        section.getByRole('button', { name: M.removeBlocked('203.0.113.7') }),
      ).toBeVisible();
      const words = section.getByLabelText(M.heldWords);
      await userEvent.type(words, ', criptomonedas');
      const days = section.getByLabelText(M.closeAfterDays);
      await userEvent.clear(days);
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
      await expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          commentRules: {
            enabled: true,
            maxLinks: 1,
            heldWords: ['casino', 'apuestas online', 'criptomonedas'],
            autoApproveKnown: true,
            closeAfterDays: null,
            blocked: [
              rulesSettings.commentRules?.blocked[1],
              { kind: 'ip', address: '203.0.113.7', expiresAt: null },
            ],
          },
        }),
      );
    });
  },
};

/** PRO: 'Solo los miembros pueden comentar' sits with the comment rules and is saved with them. */
export const CommentsMembersOnly: Story = {
  args: { plan: 'PRO', settings: proSettings, subscription: proSubscription },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('group', { name: M.section }));
    const toggle = section.getByRole('switch', { name: M.membersOnly });
    await expect(toggle).toBeEnabled();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(section.getByText(M.membersOnlyHelp)).toBeVisible();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ commentsMembersOnly: true }),
    );
  },
};

/** FREE: the switch is off and disabled, with 'Mejorar plan'; members are a PRO feature. */
export const CommentsMembersOnlyFree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('group', { name: M.section }));
    await expect(section.getByRole('switch', { name: M.membersOnly })).toBeDisabled();
    await expect(section.getByText(M.membersOnlyUpgrade)).toBeVisible();
    await expect(
      section.getByRole('button', { name: 'Mejorar plan para usar comentarios solo de miembros' }),
    ).toBeVisible();
  },
};

/** A blog back on FREE that kept the setting on may turn it off, and the save sends that. */
export const CommentsMembersOnlyFreeTurnsOff: Story = {
  args: { settings: { ...settings, commentsMembersOnly: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: M.membersOnly });
    await expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ commentsMembersOnly: false }),
    );
  },
};

/** Rules the server would refuse are refused at their fields, with its words; nothing is sent. */
export const CommentRulesInvalid: Story = {
  args: { settings: rulesSettings },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('group', { name: M.section }));
    const links = section.getByLabelText(M.maxLinks);
    await userEvent.clear(links);
    await userEvent.type(links, '-1');
    const days = section.getByLabelText(M.closeAfterDays);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await userEvent.type(section.getByLabelText(M.blockedValueEmail), 'ofertas@');
    await userEvent.click(section.getByRole('button', { name: M.addBlocked }));
    await expect(section.getByLabelText(M.blockedValueEmail)).toHaveAccessibleDescription(
      expect.stringContaining(M.emailInvalid),
    );
    await expect(section.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    // The refused new block keeps its error after the save is refused too.
    await expect(section.getByLabelText(M.blockedValueEmail)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(links).toHaveAttribute('aria-invalid', 'true');
    await expect(links).toHaveAccessibleDescription(expect.stringContaining(M.maxLinksNegative));
    await expect(days).toHaveAccessibleDescription(expect.stringContaining(M.daysTooFew));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server's refusal by field (`details[].path`) shows at the field and at the block's row. */
export const CommentRulesServerErrors: Story = {
  args: {
    settings: rulesSettings,
    saveError: M.ipInvalid,
    fieldErrors: {
      'commentRules.blocked.1.hash': 'La dirección bloqueada no es válida',
      'commentRules.heldWords.0': M.heldWordTooLong(60),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('group', { name: M.section }));
    await expect(section.getByLabelText(M.heldWords)).toHaveAccessibleDescription(
      expect.stringContaining(M.heldWordTooLong(60)),
    );
    const rows = section.getAllByRole('listitem');
    await expect(
      within(rows[1] as HTMLElement).getByText('La dirección bloqueada no es válida'),
    ).toBeVisible();
  },
};

/** A domain just saved: pending, under its field the records to create and 'Comprobar ahora'. */
export const DomainPending: Story = {
  args: { settings: pendingDomainSettings, onCheckDomain: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = within(canvas.getByRole('region', { name: 'Verificación del dominio' }));
    await expect(status.getByText(CUSTOM_DOMAIN_MESSAGES.pending)).toBeVisible();
    const records = status.getByRole('table', { name: CUSTOM_DOMAIN_MESSAGES.records });
    await expect(within(records).getByText('_bitacora.www.cuadernodeviaje.es')).toBeVisible();
    await expect(within(records).getByText('blogs.bitacora.es')).toBeVisible();
    await userEvent.click(status.getByRole('button', { name: CUSTOM_DOMAIN_MESSAGES.check }));
    await expect(args.onCheckDomain).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * 'Comprobar ahora' answers while the admin is typing: the domain turns verified and the
 * description being written stays, unsaved.
 */
export const DomainCheckKeepsTyping: Story = {
  args: { settings: pendingDomainSettings, onCheckDomain: fn(), onDirtyChange: fn() },
  render: function Render(args) {
    const [current, setCurrent] = useState(args.settings);
    return (
      <SettingsScreen
        {...args}
        settings={current}
        onCheckDomain={() => {
          args.onCheckDomain?.();
          setCurrent((shown) =>
            shown?.domainStatus
              ? {
                  ...shown,
                  domainStatus: {
                    ...shown.domainStatus,
                    state: 'verified',
                    checkedAt: '2026-11-28T10:20:00.000Z',
                    verifiedAt: '2026-11-28T10:20:00.000Z',
                  },
                }
              : shown,
          );
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByLabelText('Descripción');
    await userEvent.clear(description);
    await userEvent.type(description, 'Rutas nuevas');
    await userEvent.click(canvas.getByRole('button', { name: CUSTOM_DOMAIN_MESSAGES.check }));
    await expect(await canvas.findByText(CUSTOM_DOMAIN_MESSAGES.verified)).toBeVisible();
    await expect(description).toHaveValue('Rutas nuevas');
    await expect(canvas.getByLabelText('Descripción')).toHaveValue('Rutas nuevas');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
  },
};

/** The check was refused (asked too often): the server's words beside the button. */
export const DomainCheckRefused: Story = {
  args: {
    settings: pendingDomainSettings,
    onCheckDomain: fn(),
    domainCheckError: CUSTOM_DOMAIN_MESSAGES.tooManyChecks,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = within(canvas.getByRole('region', { name: 'Verificación del dominio' }));
    await expect(status.getByRole('alert')).toHaveTextContent(CUSTOM_DOMAIN_MESSAGES.tooManyChecks);
  },
};

const connectedPayments = {
  status: 'ready' as const,
  connection: connectedAccount,
  onConnect: fn(),
  onDisconnect: fn(),
};

/**
 * 'Cobros' for the admin: the blog's currency (the domain's eight, with what changing it does not
 * do) and its connected Mercado Pago account; the currency chosen is saved with the rest.
 */
export const Payments: Story = {
  args: {
    plan: 'PRO',
    settings: { ...proSettings, currency: 'ARS' },
    subscription: proSubscription,
    payments: connectedPayments,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cobros = canvas.getByRole('group', { name: PAYMENT_CONNECTION_MESSAGES.sectionTitle });
    const currency = within(cobros).getByLabelText(PAYMENT_CONNECTION_MESSAGES.currencyLabel);
    await expect(currency).toHaveValue('ARS');
    await expect(within(currency).getAllByRole('option')).toHaveLength(8);
    await expect(currency).toHaveAccessibleDescription(
      expect.stringContaining('no convierte los precios'),
    );
    await expect(
      within(cobros).getByText(PAYMENT_CONNECTION_MESSAGES.statusConnected),
    ).toBeVisible();
    await userEvent.selectOptions(currency, 'PEN');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar Cambios' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ currency: 'PEN' }));
  },
};

/** Tips on, but no account yet: the toggle's hint and 'Cobros' both say the connection is needed. */
export const PaymentsNotConnected: Story = {
  args: {
    settings: { ...settings, tipsEnabled: true },
    payments: { ...connectedPayments, connection: noAccount },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(PAYMENT_CONNECTION_MESSAGES.tipsNeedConnection, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByText(PAYMENT_CONNECTION_MESSAGES.statusNotConnected)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: PAYMENT_CONNECTION_MESSAGES.connect }),
    );
    await expect(args.payments?.onConnect).toHaveBeenCalled();
    // 'Conectar' is not the form's: nothing is saved.
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The connection's state could not be read: the rest of the settings still work. */
export const PaymentsLoadError: Story = {
  args: {
    payments: {
      ...connectedPayments,
      status: 'error',
      connection: null,
      error: PAYMENT_CONNECTION_MESSAGES.loadFailed,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PAYMENT_CONNECTION_MESSAGES.loadFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
  },
};
