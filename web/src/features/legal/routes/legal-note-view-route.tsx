import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Typography.css';
import { useEffect, useState } from 'react';
import { Center, Container, Loader, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { legalNoteTypes, supportedLanguages, type Language } from '@sofra/contracts/core/enums';
import type { LegalNote } from '@sofra/contracts/legal/legal.calls';
import { fetchLegalNote } from '../api/legal-api';
import { safeHtml } from '../../../lib/safe-html';

const isType = (v: string | undefined): v is LegalNote['type'] => legalNoteTypes.includes(v as LegalNote['type']);
const isLanguage = (v: string | undefined): v is Language => supportedLanguages.includes(v as Language);
/** The spec's 'ge' is Georgian, 'ka' in HTML. */
const htmlLang = (lang: Language) => (lang === 'ge' ? 'ka' : lang);

/**
 * Public page legal-notes/view/{type}/{lang?} (spec section 2), no sign-in: one legal text.
 * ?store=<storeId> shows that store's note, otherwise the platform's. An unknown type, a missing note
 * or a failed load sends the visitor to the root. The body is the server's sanitized HTML, cleaned once
 * more here before it is rendered.
 */
export function Component() {
  const { type, lang } = useParams();
  const [params] = useSearchParams();
  if (!isType(type)) return <Navigate to="/" replace />;
  return <NoteView type={type} lang={isLanguage(lang) ? lang : 'tr'} storeId={params.get('store') || undefined} />;
}

function NoteView({ type, lang, storeId }: { type: LegalNote['type']; lang: Language; storeId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The note held, with the address it belongs to: another address shows the loader until its note is in.
  const key = `${type}/${lang}/${storeId ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; note: LegalNote } | null>(null);
  const note = loaded?.key === key ? loaded.note : null;

  useEffect(() => {
    let live = true;
    fetchLegalNote(type, lang, storeId ?? null).then(
      (found) => live && setLoaded({ key: `${type}/${lang}/${storeId ?? ''}`, note: found }),
      () => live && navigate('/', { replace: true }),
    );
    return () => {
      live = false;
    };
  }, [type, lang, storeId, navigate]);

  // The caption is appended to the page title while the note is shown.
  useEffect(() => {
    if (!note) return;
    const before = document.title;
    document.title = `${before} - ${note.caption}`;
    return () => {
      document.title = before;
    };
  }, [note]);

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
