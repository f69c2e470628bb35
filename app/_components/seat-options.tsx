// The <option> lists of the seat and vulnerability selects, with localized names, in lib's order.
// Example: <select …><SeatOptions /></select> → North, East, South, West (in the page's language).

import { useTranslations } from 'next-intl';
import { SEATS, VULNERABILITIES } from '@/lib/bridge/types';

export function SeatOptions() {
  const t = useTranslations('common.seats');
  return SEATS.map((seat) => (
    <option key={seat} value={seat}>
      {t(seat)}
    </option>
  ));
}

export function VulnerabilityOptions() {
  const t = useTranslations('common.vul');
  return VULNERABILITIES.map((vul) => (
    <option key={vul} value={vul}>
      {t(vul)}
    </option>
  ));
}
