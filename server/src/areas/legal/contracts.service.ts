import type { z } from 'zod';
import { newId } from '@sofra/contracts/core/ids';
import type { ZStoreContractSave } from '@sofra/contracts/legal/contract.calls';
import type { Db } from '../../db/client.ts';
import { normalizeGsm, normalizePhones } from '../../lib/phone.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UserCtx } from '../../lib/call-context.ts';
import * as sms from '../sms/sms.service.ts';
import * as contractsRepo from './contracts.repo.ts';

type MainRow = NonNullable<Awaited<ReturnType<typeof contractsRepo.currentMain>>>;
const toMain = (row: MainRow) => ({
  id: row.id,
  createDate: row.createDate.toISOString(),
  detail: sanitizeRichText(row.detail),
  version: row.version,
  default: row.isDefault,
});

export const mainContract = async (ctx: UserCtx) => {
  const row = await contractsRepo.currentMain(ctx.db);
  if (!row) throw new AppError('not_found', 'no main contract has been published yet');
  return toMain(row);
};

export const publishMainContract = async (ctx: UserCtx, detail: string) =>
  toMain(
    await contractsRepo.publishMain(ctx.db, { id: newId(), detail: sanitizeRichText(detail), createdBy: ctx.user.id }),
  );

/** The company a store's receipts name (its title, tax office and number), empty when no contract was saved. */
export const storeCompany = async (db: Db, storeId: string) => {
  const row = await contractsRepo.storeContract(db, storeId);
  return { companyTitle: row?.companyTitle ?? '', taxOffice: row?.taxOffice ?? '', taxNumber: row?.taxNumber ?? '' };
};

/** The store's contract, or an empty one to fill in. */
export const storeContract = async (ctx: UserCtx, storeId: string) => {
  const row = await contractsRepo.storeContract(ctx.db, storeId);
  if (row) return { ...row, updateDate: row.updateDate.toISOString() };
  return {
    storeId,
    companyTitle: '',
    taxOffice: '',
    taxNumber: '',
    adminName: '',
    adminGsm: '',
    phone: '',
    email: '',
    address: '',
    mainContractVersion: (await contractsRepo.currentMain(ctx.db))?.version ?? 0,
    updateDate: null,
  };
};

export const saveStoreContract = async (ctx: UserCtx, input: z.output<typeof ZStoreContractSave>) => {
  const main = await contractsRepo.currentMain(ctx.db);
  const row = await contractsRepo.saveStoreContract(ctx.db, {
    ...input,
    // The signatory's number takes the contract link by SMS; the company's phone may be a landline.
    ...normalizePhones({
      adminGsm: { value: input.adminGsm, kind: 'mobile' },
      phone: { value: input.phone, kind: 'any' },
    }),
    mainContractVersion: main?.version ?? 0,
  });
  return { ...row, updateDate: row.updateDate.toISOString() };
};

export const sendLink = async (ctx: UserCtx, storeId: string, gsm: string) => {
  const to = normalizeGsm(gsm);
  const link = `${ctx.services.config.guestAppUrl}/contract/${storeId}`;
  await sms.send(ctx, {
    to,
    text: `Sofra işletme sözleşmenizi okuyup onaylamak için: ${link}`,
    purpose: 'contract_link',
    storeId,
  });
  return { message: 'ok' };
};
