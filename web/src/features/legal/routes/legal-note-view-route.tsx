import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Typography.css';
import { useEffect, useState } from 'react';
import { Button, Center, Container, Loader, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { legalNoteTypes, supportedLanguages, type Language } from '@sofra/contracts/core/enums';
import type { LegalNote } from '@sofra/contracts/legal/legal.calls';
import { isApiError } from '../../../lib/api-error';
import { safeHtml } from '../../../lib/safe-html';
import { urls } from '../../../lib/urls';
import { fetchLegalNote } from '../api/legal-api';

const isType = (v: string | undefined): v is LegalNote['type'] => legalNoteTypes.includes(v as LegalNote['type']);
const isLanguage = (v: string | undefined): v is Language => supportedLanguages.includes(v as Language);
/** The spec's 'ge' is Georgian, 'ka' in HTML. */
const htmlLang = (lang: Language) => (lang === 'ge' ? 'ka' : lang);

/**
 * Public page legal-notes/view/{type}/{lang?} (spec section 2), no sign-in: one legal text.
 * ?store=<storeId> shows that store's note, otherwise the platform's. An unknown type or a note that does not
 * exist shows "not found" with a link home (a guest who followed a stale link is not sent to the owners' sign-in);
 * a failed load says so and offers to try again. The body is the server's sanitized HTML, cleaned once more here
 * before it is rendered.
 */
export function Component() {
  const { type, lang } = useParams({ from: urls.legalNoteViewPattern });
  const { store } = useSearch({ from: urls.legalNoteViewPattern });
  if (!isType(type)) return <NotFound />;
  return <NoteView type={type} lang={isLanguage(lang) ? lang : 'tr'} storeId={store} />;
}

/** The page of a legal text that does not exist. */
function NotFound() {
  const { t } = useTranslation();
  useCaptionInTitle(t('legalNotes.notFoundTitle'));
  return (
    <Container size="sm" py="xl" component="main">
      <Stack align="flex-start">
        <Title order={1}>{t('legalNotes.notFoundTitle')}</Title>
        <Text>{t('legalNotes.notFoundText')}</Text>
        <Button component={Link} to={urls.root}>
          {t('legalNotes.home')}
        </Button>
      </Stack>
    </Container>
  );
}

/** A load that failed for another reason than a missing note (offline, server down). */
function LoadFailedView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl" component="main">
      <Stack align="flex-start">
        <Title order={1}>{t('legalNotes.viewFailed')}</Title>
        <Button onClick={onRetry}>{t('legalNotes.retry')}</Button>
      </Stack>
    </Container>
  );
}

/** The text is appended to the page title while the page shows it. */
function useCaptionInTitle(caption: string | null) {
  useEffect(() => {
    if (!caption) return;
    const before = document.title;
    document.title = `${before} - ${caption}`;
    return () => {
      document.title = before;
    };
  }, [caption]);
}

function NoteView({ type, lang, storeId }: { type: LegalNote['type']; lang: Language; storeId?: string }) {
  const { t } = useTranslation();
  // What was loaded, with the address it belongs to: another address shows the loader until its answer is in.
  const key = `${type}/${lang}/${storeId ?? ''}`;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; note: LegalNote | 'missing' | 'failed' } | null>(null);
  const answer = loaded?.key === `${key}#${attempt}` ? loaded.note : null;
  const note = answer && typeof answer === 'object' ? answer : null;

  useEffect(() => {
    let live = true;
    const done = (value: LegalNote | 'missing' | 'failed') =>
      live && setLoaded({ key: `${type}/${lang}/${storeId ?? ''}#${attempt}`, note: value });
    fetchLegalNote(type, lang, storeId ?? null).then(done, (error: unknown) =>
      done(isApiError(error, 'not_found') || isApiError(error, 'validation_failed') ? 'missing' : 'failed'),
    );
    return () => {
      live = false;
    };
  }, [type, lang, storeId, attempt]);

  useCaptionInTitle(note?.caption ?? null);

  if (answer === 'missing') return <NotFound />;
  if (answer === 'failed') return <LoadFailedView onRetry={() => setAttempt((n) => n + 1)} />;
  if (!note) {
    return (
      <Center mih="60vh">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  return (
    <Container
      size="md"
      py="xl"
      component="article"
      lang={htmlLang(note.lang)}
      dir={note.lang === 'ar' ? 'rtl' : 'ltr'}
    >
      <Title order={1} mb="lg">
        {note.caption}
      </Title>
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: safeHtml(note.detail) }} />
      </Typography>
    </Container>
  );
}
