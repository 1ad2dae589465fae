import {
  ACCESSIBILITY_MESSAGES,
  type AccessibilityTarget,
  type AccessibilityWarning,
  accessibilityCountMessage,
} from '@bitacora/domain';
import { useId } from 'react';
import { Heading, Hint, List, Section, Summary, WarningButton } from './accessibility-panel.styles';

export type AccessibilityPanelProps = {
  warnings: readonly AccessibilityWarning[];
  /** Takes the writer to the warning's node in the editor. */
  onReveal: (target: AccessibilityTarget) => void;
};

/**
 * 'Accesibilidad' under a post's or page's editor (docs/decisions/068-accessibility-check.md):
 * the body's accessibility warnings, each a button that goes to its place. They never stop a
 * save. The count is a polite live region, so a screen reader hears it change as one writes.
 */
export function AccessibilityPanel({ warnings, onReveal }: AccessibilityPanelProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{ACCESSIBILITY_MESSAGES.panelTitle}</Heading>
      <Summary role="status">{accessibilityCountMessage(warnings.length)}</Summary>
      {warnings.length > 0 ? (
        <>
          <Hint>{ACCESSIBILITY_MESSAGES.hint}</Hint>
          <List>
            {warnings.map((warning) => (
              <li key={`${warning.kind}-${warning.target.element}-${warning.target.index}`}>
                <WarningButton type="button" onClick={() => onReveal(warning.target)}>
                  {warning.message}
                </WarningButton>
              </li>
            ))}
          </List>
        </>
      ) : null}
    </Section>
  );
}
