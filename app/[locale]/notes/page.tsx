// System notes: the interpretations I-1 … I-20 of the source texts, as a teacher would explain them, every decision
// B-1 … B-41 with the rules (or topics, or page) it touches, and every rule id by topic. Each interpretation and rule has its own anchor. Example: /lv/notes#I-6 → how strong 1♣ is.

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { asLocale, type LocaleParams } from '../../_components/locale-params';
import { DECISIONS, INTERPRETATIONS, RULES_BY_TOPIC, topicAnchor, type NoteRefs, type NoteRuleId } from './system-notes';
import styles from './notes.module.css';
import { PageHead } from '../../_components/page-head';
import { LessonLink } from '../../_components/lesson/lesson-link';
import { alternatesOf } from '../../_components/page-alternates';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'notes' });
  return { title: t('title'), description: t('description'), alternates: alternatesOf(locale, '/notes') };
}

/**
 * The interpretations that bear on a rule, linked after its summary here: the summaries themselves name none, since
 * learners read them in the drills' feedback, where "(see I-12)" would be an internal reference (issue 40).
 */
function interpretationsOf(rule: string): readonly string[] {
  return INTERPRETATIONS.filter((i) => (i.rules as readonly string[]).includes(rule)).map((i) => i.id);
}

export default async function NotesPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'notes' });
  const ruleLink = (id: NoteRuleId) => (
    <a href={`#${id}`} className={styles.ruleRef}>
      {id}
    </a>
  );

  /** The rules, topics and page a note (an interpretation or a decision) points to. */
  const refList = (item: NoteRefs) => (
    <ul className={styles.refs}>
      {item.rules.map((id) => (
        <li key={id}>{ruleLink(id)}</li>
      ))}
      {(item.topics ?? []).map((topic) => (
        <li key={topic}>
          <a href={`#${topicAnchor(topic)}`}>{t(`rules.topics.${topic}`)}</a>
        </li>
      ))}
      {item.page ? (
        <li>
          <Link href={item.page.href}>{t(`interpretations.${item.page.label}`)}</Link>
        </li>
      ) : null}
    </ul>
  );

  return (
    <div className="page">
      <PageHead title={t('title')} lead={t('intro')} />

      <nav className={`panel ${styles.contents}`} aria-labelledby="notes-contents">
        <h2 id="notes-contents" className="h2">
          {t('contents')}
        </h2>
        <div className={styles.contentsColumns}>
          <div>
            <h3 className={styles.contentsHead}>
              <a href="#interpretations">{t('interpretations.heading')}</a>
            </h3>
            <ol className={styles.contentsList}>
              {INTERPRETATIONS.map(({ id }) => (
                <li key={id}>
                  <a href={`#${id}`}>
                    <span className={styles.id}>{id}</span> {t(`interpretations.items.${id}.title`)}
                  </a>
                </li>
              ))}
            </ol>
            <h3 className={styles.contentsHead}>
              <a href="#decisions">{t('decisions.heading')}</a>
            </h3>
            <ol className={styles.contentsList}>
              {DECISIONS.map(({ id }) => (
                <li key={id}>
                  <a href={`#${id}`}>
                    <span className={styles.id}>{id}</span> {t(`decisions.items.${id}.title`)}
                  </a>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className={styles.contentsHead}>
              <a href="#rules">{t('rules.heading')}</a>
            </h3>
            <ul className={styles.contentsList}>
              {RULES_BY_TOPIC.map(({ topic }) => (
                <li key={topic}>
                  <a href={`#${topicAnchor(topic)}`}>{t(`rules.topics.${topic}`)}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>

      <section aria-labelledby="interpretations">
        <h2 id="interpretations" className={styles.anchored}>
          {t('interpretations.heading')}
        </h2>
        <p>{t('interpretations.intro')}</p>
        <p className="hint">{t('notation')}</p>
        {INTERPRETATIONS.map((item) => (
          <article key={item.id} id={item.id} className={`panel ${styles.note} ${styles.anchored}`} aria-labelledby={`${item.id}-title`}>
            <h3 id={`${item.id}-title`}>
              <span className={styles.id}>{item.id}</span> {t(`interpretations.items.${item.id}.title`)}
            </h3>
            <dl className={styles.noteBody}>
              <dt>{t('interpretations.question')}</dt>
              <dd>{t(`interpretations.items.${item.id}.question`)}</dd>
              <dt>{t('interpretations.decision')}</dt>
              <dd className={styles.decision}>{t(`interpretations.items.${item.id}.decision`)}</dd>
              <dt>{t('interpretations.why')}</dt>
              <dd>{t(`interpretations.items.${item.id}.why`)}</dd>
              <dt>{t('interpretations.affects')}</dt>
              <dd>
                {refList(item)}
              </dd>
            </dl>
          </article>
        ))}
      </section>

      <section aria-labelledby="decisions">
        <h2 id="decisions" className={styles.anchored}>
          {t('decisions.heading')}
        </h2>
        <p>{t('decisions.intro')}</p>
        {DECISIONS.map((item) => (
          <article key={item.id} id={item.id} className={`panel ${styles.note} ${styles.anchored}`} aria-labelledby={`${item.id}-title`}>
            <h3 id={`${item.id}-title`}>
              <span className={styles.id}>{item.id}</span> {t(`decisions.items.${item.id}.title`)}
            </h3>
            <dl className={styles.noteBody}>
              <dt>{t('decisions.decision')}</dt>
              <dd className={styles.decision}>{t(`decisions.items.${item.id}.decision`)}</dd>
              <dt>{t('decisions.affects')}</dt>
              <dd>
                {refList(item)}
              </dd>
            </dl>
          </article>
        ))}
      </section>

      <section aria-labelledby="rules">
        <h2 id="rules" className={styles.anchored}>
          {t('rules.heading')}
        </h2>
        <p>{t('rules.intro')}</p>
        <div className={styles.topics}>
          {RULES_BY_TOPIC.map(({ topic, rules: ids }) => (
            <section
              key={topic}
              id={topicAnchor(topic)}
              className={`panel ${styles.anchored}`}
              aria-labelledby={`${topicAnchor(topic)}-title`}
            >
              <h3 id={`${topicAnchor(topic)}-title`}>{t(`rules.topics.${topic}`)}</h3>
              <ul className={styles.ruleList}>
                {ids.map((id) => (
                  <li key={id} id={id} className={styles.anchored}>
                    <code className={styles.ruleId}>{id}</code>
                    <span className={styles.summary}>
                      {t(`rules.summaries.${id}`)}
                      {interpretationsOf(id).map((note) => (
                        <span key={note}>
                          {' '}
                          <a href={`#${note}`} className={styles.noteRef}>
                            {note}
                          </a>
                        </span>
                      ))}
                    </span>
                    <LessonLink rule={id} className={styles.lessonLink} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
