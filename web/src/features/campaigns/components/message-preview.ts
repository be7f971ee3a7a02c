import { MAX_CAMPAIGN_MESSAGE } from '@sofra/contracts/loyalty/campaigns.schemas';

/**
 * What a guest's phone shows for a birthday or win-back message: the text in their language (English only when one is
 * written, else Turkish, as the server picks it), and for an SMS the opt-out line the server adds
 * (docs/customers.md, Opt-out). The link's token is a stand-in of the same length.
 */
export const OPT_OUT_SAMPLE = 'SMS almamak için / to stop SMS: {portal}/o/xxxxxxxxxxxx';

export interface MessagePreview {
  /** The text as sent, lines kept. */
  text: string;
  /** Characters of the owner's text, of at most MAX_CAMPAIGN_MESSAGE. */
  length: number;
  tooLong: boolean;
}

export const messagePreview = (
  message: { channel: 'sms' | 'push'; tr: string; en: string },
  language: 'tr' | 'en',
  portalUrl: string,
): MessagePreview => {
  const own = (language === 'en' && message.en.trim() ? message.en : message.tr).trim();
  const optOut = OPT_OUT_SAMPLE.replace('{portal}', portalUrl.replace(/\/$/, ''));
  return {
    text: message.channel === 'sms' && own ? `${own}\n${optOut}` : own,
    length: own.length,
    tooLong: own.length > MAX_CAMPAIGN_MESSAGE,
  };
};
