import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EnrolmentForm, RecoveryCodesPanel } from './two-factor';
import { enrolment, recoveryCodes } from './two-factor.fixtures';

const meta = {
  title: 'Patterns/TwoFactor/EnrolmentForm',
  component: EnrolmentForm,
  tags: ['autodocs'],
  args: { enrolment, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof EnrolmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code, the key in groups of four, and the code that confirms it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: TWO_FACTOR_MESSAGES.qrAlt })).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.confirm }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.codeRequired);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByLabelText(new RegExp(TWO_FACTOR_MESSAGES.codeLabel)),
      ' 123456 ',
    );
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: TWO_FACTOR_MESSAGES.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** While the QR code is prepared. */
export const Preparing: Story = {
  args: { enrolment: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      TWO_FACTOR_MESSAGES.enrolLoading,
    );
  },
};

/** A wrong code: the server's message above the field. */
export const WrongCode: Story = {
  args: { error: TWO_FACTOR_MESSAGES.codeInvalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      TWO_FACTOR_MESSAGES.codeInvalid,
    );
  },
};

/** The ten recovery codes, with copy, download and 'Ya los guardé'. */
export const RecoveryCodes: StoryObj<typeof RecoveryCodesPanel> = {
  render: (args) => <RecoveryCodesPanel {...args} />,
  args: { codes: recoveryCodes, onDone: fn(), onCopied: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: TWO_FACTOR_MESSAGES.recoveryTitle });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(10);
    await expect(
      within(region).getByRole('button', { name: TWO_FACTOR_MESSAGES.copy }),
    ).toBeVisible();
    await expect(
      within(region).getByRole('button', { name: TWO_FACTOR_MESSAGES.download }),
    ).toBeVisible();
    await userEvent.click(
      within(region).getByRole('button', { name: TWO_FACTOR_MESSAGES.savedThem }),
    );
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** On the dark theme: the QR code keeps its white ground. */
export const Dark: Story = { globals: { theme: 'dark' } };
