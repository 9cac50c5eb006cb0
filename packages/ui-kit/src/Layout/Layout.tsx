import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A screen's main column under its top bar: fills the height, its sections spaced and padded from the edges. */
export const PageBody = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  padding: ${(p) => p.theme.space['3']};
`;

/** A raised surface holding one topic (a profile, counters, a form); name it with `aria-label` or `aria-labelledby`. */
export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
`;

/** A column of cards (records, messages): a list without bullets or indent, its items spaced. */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One record in a `CardList` (a transaction, a bet, a report row): a `RecordHead`, then its details. */
export const RecordItem = styled(Card).attrs({ as: 'li' })`
  gap: ${(p) => p.theme.space['1']};
`;

/** A record's first line: its name and its figure or state at the two ends, wrapping at a large text size. */
export const RecordHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

/** Secondary text (a date, an order number, a hint); a paragraph, `as="span"` inside a line of text. */
export const Muted = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** What stops an operation (a refusal, a limit), above its button; give it role="alert". What was typed stays. */
export const Alert = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space['2']};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.status.danger};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The kinds of outcome a notice can say, each with its bar of the status colour. */
export type NoticeTone = 'info' | 'success' | 'danger';

/**
 * What an operation did (done, went through, not done), in the alert's box; give it role="status". `$tone` adds
 * a bar of the status colour on its left edge: success green (a deposit or withdrawal done), danger (failed),
 * info (pending, checking); without it, a plain box.
 */
export const Notice = styled(Alert)<{ $tone?: NoticeTone }>`
  color: ${(p) => p.theme.color.text.primary};
  ${(p) => p.$tone && `border-left: 4px solid ${p.theme.color.status[p.$tone]};`}
`;

const Line = styled.p<{ $tone: NoticeTone }>`
  margin: 0;
  color: ${(p) => (p.$tone === 'info' ? p.theme.color.text.primary : p.theme.color.status[p.$tone])};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/**
 * A line saying how an action went, without a box: a problem (`danger`, an alert read out at once), or information
 * and success (a status read when the reader is free). `announce={false}` for a state shown with the page (an ended
 * offer), which nothing just did. The one inline message of the screens; a boxed outcome is `Notice`, what stops an
 * operation `Alert`.
 */
export function InlineMessage({ tone, announce = true, children }: { tone: NoticeTone; announce?: boolean; children: ReactNode }) {
  return (
    <Line role={announce ? (tone === 'danger' ? 'alert' : 'status') : undefined} $tone={tone}>
      {children}
    </Line>
  );
}
