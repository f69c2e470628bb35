// Home: what the site offers, one card per section of NAV_LINKS, and a worked example from lib/evaluation.
// Example: /lv → "Mācieties kontraktbridžu roku pēc rokas" with links to /lv/evaluate and /lv/score.

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { parseHand } from '@/lib/bridge/hand';
import { evaluateHand } from '@/lib/evaluation';
import { CardName } from '../_components/card-name';
import { EvaluationSum } from '../_components/evaluation-sum';
import { HandDiagram } from '../_components/hand-diagram';
import { NAV_LINKS } from '../../lib/http/nav-links';
import { asLocale, type LocaleParams } from '../_components/locale-params';
import { alternatesOf } from '../_components/page-alternates';

const EXAMPLE_HAND = 'AKQ2.KJ3.T8.Q432';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'common' });
  return { title: { absolute: `${t('siteName')} · ${t('tagline')}` }, alternates: alternatesOf(locale, '/') };
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const tr = await getTranslations({ locale, namespace: 'evaluate.result' });
  const example = parseHand(EXAMPLE_HAND);
  if (!example.ok) throw new Error(`example hand does not parse: ${EXAMPLE_HAND}`);
  const e = evaluateHand(example.value);
  const sections = NAV_LINKS.filter((link) => link.key !== 'home');
  return (
    <div className="page">
      <section className="hero">
        <p className="hero-suits" aria-hidden="true">
          <span className="suit suit-S">♠</span>
          <span className="suit suit-H">♥</span>
          <span className="suit suit-D">♦</span>
          <span className="suit suit-C">♣</span>
        </p>
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </section>

      <section aria-labelledby="home-sections">
        <h2 id="home-sections" className="sr-only">
          {t('sections')}
        </h2>
        <ul className="feature-grid">
          {sections.map((link) => (
            <li key={link.key} className="panel feature">
              <h3>{t(`cards.${link.key}.title`)}</h3>
              <p>{t(`cards.${link.key}.text`)}</p>
              <p className="feature-cta">
                <Link className="button button-primary" href={link.href}>
                  {t(`cards.${link.key}.cta`)}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="panel example" aria-labelledby="home-example">
        <h2 id="home-example">{t('example.title')}</h2>
        <p>{t('example.text')}</p>
        <div className="example-body">
          <HandDiagram hand={example.value} />
          <EvaluationSum
            terms={[
              { label: 'H', points: e.h },
              { label: 'D', points: e.d },
              ...e.corrections.map((c) => ({
                points: c.points,
                note:
                  c.kind === 'no-ace'
                    ? tr('noAce')
                    : tr.rich('unprotected', { rank: c.rank, card: () => <CardName suit={c.suit} rank={c.rank} /> }),
              })),
            ]}
            total={{ label: 'HD', points: e.hd }}
          />
        </div>
        <p>
          <Link className="button" href={{ pathname: '/evaluate', query: { hand: EXAMPLE_HAND } }}>
            {t('example.cta')}
          </Link>
        </p>
      </section>
    </div>
  );
}
