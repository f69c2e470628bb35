// The preview image's picture of one quiz item, drawn by satori (next/og): the question, the learner's hand, dealer
// and vulnerability, the auction so far in four columns (the rows that fit); never the answer. Example: <ItemPreview item={…} t={…} />.
// Satori lays out with flexbox only and takes styles as objects; this is an image, not a page, so the site's CSP
// (no style attributes) does not apply to it.

import type { CSSProperties, ReactNode } from 'react';
import { handOf } from '@/lib/bridge/deal';
import { RANKS, SUITS, SUIT_SYMBOLS, seatAfter, type Call, type Hand, type Suit } from '@/lib/bridge/types';
import type { Translate } from '@/lib/i18n/translate';
import { NO_BREAK_SPACE, noTrumpBid } from '@/lib/i18n/call-words';
import type { QuizItem } from '@/lib/quiz';
import { rankText } from '@/lib/bridge/types';
import { evaluateOpening } from '@/lib/quiz/evaluate-item';
import { AUCTION_COLUMNS, previewAuction } from '@/lib/quiz/preview-auction';
import { FONT_NAME } from '@/app/_images/fonts';

export const IMAGE_SIZE = { width: 1200, height: 630 } as const;

const INK = '#1d2433';
const MUTED = '#5a6275';
const RED = '#c0262d';
const LINE = '#d9d4c7';

function suitColour(suit: Suit): string {
  return suit === 'H' || suit === 'D' ? RED : INK;
}

function Row({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center', ...style }}>{children}</div>;
}

function Column({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <div style={{ display: 'flex', flexDirection: 'column', ...style }}>{children}</div>;
}

function HandLines({ hand, size }: { hand: Hand; size: number }) {
  return (
    <Column style={{ gap: size * 0.2 }}>
      {SUITS.map((suit, i) => {
        const ranks = [...RANKS].reverse().filter((r) => hand.suits[i] & (1 << RANKS.indexOf(r)));
        return (
          <Row key={suit} style={{ fontSize: size }}>
            <span style={{ color: suitColour(suit), width: size * 1.2 }}>{SUIT_SYMBOLS[suit]}</span>
            <span style={{ color: ranks.length === 0 ? MUTED : INK }}>{ranks.length === 0 ? '—' : ranks.map(rankText).join(' ')}</span>
          </Row>
        );
      })}
    </Column>
  );
}

function CallText({ call, t }: { call: Call; t: Translate }) {
  switch (call.kind) {
    case 'bid':
      return call.strain === 'N' ? (
        <span>{noTrumpBid(call.level, t('common.nt'), NO_BREAK_SPACE)}</span>
      ) : (
        <Row>
          <span>{call.level}</span>
          <span style={{ color: suitColour(call.strain) }}>{SUIT_SYMBOLS[call.strain]}</span>
        </Row>
      );
    case 'pass':
      return <span style={{ color: MUTED }}>{t('bidder.call.pass')}</span>;
    case 'double':
      return <span style={{ color: RED }}>X</span>;
    case 'redouble':
      return <span style={{ color: '#1f5fa8' }}>XX</span>;
  }
}

/** Height the auction table has below its heading: beside the deal's facts (call, score), or alone (legal). */
const TABLE_ROOM = { beside: 250, alone: 340 } as const;

/**
 * The calls in West–North–East–South columns from the dealer's column on; a call item ends with a '?' at the seat to
 * call. Only the rows that fit are laid out (lib/quiz/preview-auction.ts), with a line for the calls left out: a long
 * auction written into a share code costs no more to draw than a short one.
 */
function AuctionTable({ item, t }: { item: QuizItem; t: Translate }) {
  const { rows, hidden, at } = previewAuction(item);
  const cut = hidden > 0 ? <span style={{ color: MUTED }}>{t(at === 'start' ? 'share.cutAuction.before' : 'share.cutAuction.after', { count: hidden })}</span> : null;
  // the column heads, the rows and the line of calls left out share the room; at most 30 px, as a short auction's
  const lines = 1 + rows.length + (cut ? 1 : 0);
  const size = Math.min(30, Math.floor((item.kind === 'legal' ? TABLE_ROOM.alone : TABLE_ROOM.beside) / (lines * 1.45)));
  const cell = { width: 120, height: size * 1.45, justifyContent: 'center' } as const;
  const line = { height: size * 1.45, paddingLeft: 12 } as const;
  return (
    <Column style={{ fontSize: size }}>
      <Row style={{ borderBottom: `2px solid ${LINE}`, fontWeight: 700, color: MUTED }}>
        {AUCTION_COLUMNS.map((seat) => (
          <Row key={seat} style={cell}>
            {t(`common.seatLetters.${seat}`)}
          </Row>
        ))}
      </Row>
      {cut && at === 'start' ? <Row style={line}>{cut}</Row> : null}
      {rows.map((row, r) => (
        <Row key={r}>
          {AUCTION_COLUMNS.map((seat, c) => {
            const call = row[c];
            return (
              <Row key={seat} style={cell}>
                {call === '?' ? <span style={{ fontWeight: 700, color: RED }}>?</span> : call ? <CallText call={call} t={t} /> : <span> </span>}
              </Row>
            );
          })}
        </Row>
      ))}
      {cut && at === 'end' ? <Row style={line}>{cut}</Row> : null}
    </Column>
  );
}

function Fact({ children }: { children: ReactNode }) {
  return <Row style={{ fontSize: 28, color: INK, gap: 10 }}>{children}</Row>;
}

/** Contract, declarer and tricks of a score item: the question's data, not its score. */
function ScoreFacts({ item, t }: { item: QuizItem; t: Translate }) {
  const e = item.expected;
  if (e.kind !== 'score') return null;
  return (
    <Column style={{ gap: 14 }}>
      <Fact>
        <span>{t('share.image.contract')}</span>
        <Row style={{ fontWeight: 700, fontSize: 44 }}>
          <CallText call={{ kind: 'bid', level: e.contract.level, strain: e.contract.strain }} t={t} />
          <span>{e.contract.risk}</span>
        </Row>
      </Fact>
      <Fact>{t('share.image.declarer', { seat: t(`common.seats.${e.declarer}`) })}</Fact>
      <Fact>{t('share.image.tricks', { count: e.tricks })}</Fact>
    </Column>
  );
}

/** Dealer and vulnerability, and partner's opening when an evaluate question gives one (2♣ for clubs). */
function DealFacts({ item, t }: { item: QuizItem; t: Translate }) {
  const opening = item.expected.kind === 'evaluate' ? evaluateOpening(item) : null;
  return (
    <Column style={{ gap: 8 }}>
      <Fact>{t('share.image.dealer', { seat: t(`common.seats.${item.dealer}`) })}</Fact>
      <Fact>{t(`common.vul.${item.vul}`)}</Fact>
      {opening?.kind === 'bid' && opening.strain !== 'N' ? (
        <Fact>
          <span>{t('share.image.partnerSuit')}</span>
          <span style={{ color: suitColour(opening.strain), fontSize: 36 }}>{`${opening.level}${SUIT_SYMBOLS[opening.strain]}`}</span>
        </Fact>
      ) : null}
    </Column>
  );
}

/**
 * Two columns under the question: the learner's hand (call, evaluate), the contract (score) or the deal's facts
 * (legal, roles) on the left; the facts and the auction on the right (for evaluate items only the facts).
 */
export function ItemPreview({ item, t }: { item: QuizItem; t: Translate }) {
  const seatToCall = seatAfter(item.dealer, item.calls.length);
  const heading = item.kind === 'legal' ? 'check' : item.kind === 'score' || item.kind === 'roles' ? 'whole' : 'auction';
  // a legality or roles question shows the deal's facts on the left, where the others show a hand or the contract
  const factsLeft = item.kind === 'legal' || item.kind === 'roles';
  return (
    <Column
      style={{
        ...IMAGE_SIZE,
        padding: '40px 56px',
        background: '#fbfaf6',
        color: INK,
        fontFamily: FONT_NAME,
        borderTop: `14px solid ${RED}`,
        overflow: 'hidden',
      }}
    >
      <Row style={{ justifyContent: 'space-between', fontSize: 26, color: MUTED, flexShrink: 0 }}>
        <span>{t('common.siteName')}</span>
        <Row style={{ gap: 6, fontSize: 30 }}>
          {SUITS.map((suit) => (
            <span key={suit} style={{ color: suitColour(suit) }}>
              {SUIT_SYMBOLS[suit]}
            </span>
          ))}
        </Row>
      </Row>
      <span style={{ fontSize: 58, fontWeight: 700, marginTop: 12, flexShrink: 0 }}>{t(`share.kind.${item.kind}`)}</span>
      <Row style={{ marginTop: 28, gap: 56, alignItems: 'flex-start', flexGrow: 1, overflow: 'hidden' }}>
        <Column style={{ gap: 18, width: 540, flexShrink: 0 }}>
          {item.kind === 'call' || item.kind === 'evaluate' ? (
            <Column style={{ gap: 14 }}>
              <span style={{ fontSize: 26, color: MUTED }}>{t('share.image.hand', { seat: t(`common.seats.${item.seat}`) })}</span>
              <HandLines hand={handOf(item.deal, item.seat)} size={item.kind === 'call' ? 46 : 50} />
            </Column>
          ) : null}
          {item.kind === 'score' ? <ScoreFacts item={item} t={t} /> : null}
          {factsLeft ? <DealFacts item={item} t={t} /> : null}
        </Column>
        <Column style={{ gap: 10 }}>
          {!factsLeft ? (
            <Column style={{ marginTop: item.kind === 'evaluate' ? 44 : 0, marginBottom: 8 }}>
              <DealFacts item={item} t={t} />
            </Column>
          ) : null}
          {item.kind !== 'evaluate' ? (
            <Column style={{ gap: 10 }}>
              <span style={{ fontSize: 22, color: MUTED }}>{t(`share.image.${heading}`)}</span>
              {item.kind === 'call' && item.calls.length === 0 && seatToCall === item.seat ? (
                <span style={{ fontSize: 24, color: MUTED }}>{t('share.image.noCalls')}</span>
              ) : null}
              <AuctionTable item={item} t={t} />
            </Column>
          ) : null}
        </Column>
      </Row>
    </Column>
  );
}
