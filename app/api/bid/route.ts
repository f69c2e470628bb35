// /api/bid: the bidder over HTTP, answering exactly as the command line's `bid` and `bid-deal` (the same handlers).
// GET  /api/bid?hand=AKQ2.KJ3.AT8.Q32&dealer=N[&vul=None][&auction=1S P][&board=n][&locale=sr]  → the bid for that hand
// GET  /api/bid?deal=N:… … … …&dealer=N[&vul=…][&board=n][&locale=…]                         → the whole deal bid
// POST /api/bid {"hand","dealer","vul","auction","locale"} or {"deal","dealer","vul","locale"}: the same, as JSON.
// A request with `deal` bids all four hands ({calls, contract, declarer}); otherwise `hand` is required. Bad input
// answers 400 with {"error":{"code","message","params"}}, the message in the requested language (English by default).

import { NextResponse, type NextRequest } from 'next/server';
import { errorAnswer } from '@/lib/bidder-api';
import { isRecord } from '@/lib/cli/command';
import { bid } from '@/lib/cli/commands/bid';
import { bidDeal } from '@/lib/cli/commands/bid-deal';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { issue, type Issue } from '@/lib/result';

const FIELDS = ['hand', 'deal', 'dealer', 'vul', 'auction', 'board', 'locale'] as const;

/** The language of the answer's texts: the request's when it names one we speak, English otherwise. */
function localeOf(input: unknown): Locale {
  const asked = isRecord(input) && typeof input.locale === 'string' ? input.locale.trim().toLowerCase() : '';
  return isLocale(asked) ? asked : 'en';
}

function badRequest(locale: Locale, found: Issue): NextResponse {
  return NextResponse.json(errorAnswer(locale, found), { status: 400 });
}

function answer(input: unknown): NextResponse {
  const locale = localeOf(input);
  if (!isRecord(input)) return badRequest(locale, issue('bad-request', { detail: 'the request must be a JSON object' }));
  const command = input.deal !== undefined ? bidDeal : bid;
  const result = command.handle(input);
  return result.ok ? NextResponse.json(result.value) : badRequest(locale, result.error);
}

export function GET(request: NextRequest): NextResponse {
  const query = request.nextUrl.searchParams;
  const input: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = query.get(field);
    if (value !== null) input[field] = value;
  }
  return answer(input);
}

export async function POST(request: NextRequest): Promise<NextResponse> {
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return badRequest(localeOf(Object.fromEntries(request.nextUrl.searchParams)), issue('bad-request', { detail: 'the body is not JSON' }));
  }
  return answer(body);
}
