export interface SmsMessage {
  /** E.164, e.g. +905321234567 */
  to: string;
  text: string;
}

/** Sends one text message; rejects when the provider refuses it. */
export interface SmsDriver {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
