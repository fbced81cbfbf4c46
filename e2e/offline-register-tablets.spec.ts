import { expect, test } from '@playwright/test';
import { createOfflineStand, expectServerTruth, goOffline, openRegisterOnline, pendingText, PRICE, sellOfflineInCash, TABLET } from './support/offline-stand';

interface EventDevices {
  stands: { standId: string; devices: { number: number; pending: number; lastSyncAt: string | null }[] }[];
}

test('two tablets sell offline at one stand: their receipt numbers never meet, both drain, the totals add up', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const stand = await createOfflineStand(request, baseURL!, 'tablets');
  const contexts = await Promise.all([0, 1].map(() => browser.newContext({ baseURL, viewport: TABLET, reducedMotion: 'reduce' })));
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
  // One after the other: each tablet registers itself on the stand and gets a number of its own.
  const firstNumber = await openRegisterOnline(first!, stand);
  const secondNumber = await openRegisterOnline(second!, stand);
  expect(secondNumber).not.toBe(firstNumber);

  // The network drops at the venue: both tablets keep selling, turn about.
  await goOffline(contexts[0]!, first!);
  await goOffline(contexts[1]!, second!);
  await sellOfflineInCash(first!, `${firstNumber}-1`);
  await sellOfflineInCash(second!, `${secondNumber}-1`);
  await sellOfflineInCash(first!, `${firstNumber}-2`);
  await sellOfflineInCash(second!, `${secondNumber}-2`);
  await sellOfflineInCash(first!, `${firstNumber}-3`);
  await expect(first!.getByTestId('register-pending')).toHaveText(pendingText(3));
  await expect(second!.getByTestId('register-pending')).toHaveText(pendingText(2));

  // Back online at the same moment: both drain.
  await Promise.all(contexts.map((context) => context.setOffline(false)));
  await expect(first!.getByTestId('register-pending')).toHaveText(pendingText(0), { timeout: 30_000 });
  await expect(second!.getByTestId('register-pending')).toHaveText(pendingText(0), { timeout: 30_000 });
  // The manager sees both tablets on the stand, synced, holding nothing.
  await expect
    .poll(async () => {
      const devices = (await stand.api.call<EventDevices>('GET', `/v1/events/${stand.eventId}/devices`)).stands.find((entry) => entry.standId === stand.standId)?.devices ?? [];
      return devices.map((device) => ({ number: device.number, pending: device.pending, synced: device.lastSyncAt !== null })).sort((a, b) => a.number - b.number);
    })
    .toEqual([firstNumber, secondNumber].sort((a, b) => a - b).map((number) => ({ number, pending: 0, synced: true })));
  await Promise.all(contexts.map((context) => context.close()));

  const receipts = [1, 2, 3].map((sequence) => `${firstNumber}-${sequence}`).concat([1, 2].map((sequence) => `${secondNumber}-${sequence}`));
  await expectServerTruth(stand, receipts, { cashTaken: 5 * PRICE });
  await stand.api.dispose();
});
