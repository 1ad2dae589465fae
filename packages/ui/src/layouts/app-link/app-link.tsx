import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { ButtonSize, ButtonVariant } from '../../primitives/button/button.styles';
import { StyledButton } from '../../primitives/button/button.styles';

/** How the apps plug their router in: called instead of a full page load. */
export type NavigateHandler = (target: { href: string }) => void;

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  /** Without it the link is a plain `<a href>`; with it a plain left click calls it instead. */
  onNavigate?: NavigateHandler;
};

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link that works without JavaScript routing and hands plain clicks to the app's router.
 * Links opening a new tab, and clicks with a modifier key, keep the browser's behaviour.
 */
export function AppLink({ href, onNavigate, onClick, target, ...rest }: AppLinkProps) {
  return (
    <a
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || target === '_blank') return;
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onNavigate({ href });
      }}
      {...rest}
    />
  );
}

export type ButtonLinkProps = AppLinkProps & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

/** A link that looks like a button: for calls to action that change the page. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonLinkProps) {
  return (
    <StyledButton as={AppLink} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />
  );
}
