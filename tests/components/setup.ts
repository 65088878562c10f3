// A nanostores store unmounts STORE_UNMOUNT_DELAY ms after its last listener leaves, and a
// persistent store then unhooks itself from `window`. Let those timers run before the file's jsdom
// window is torn down: timers fire in order of expiry, so one set after them with the same delay
// (plus a little) fires last, however slow the machine.
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterAll } from 'vitest';

afterAll(() => new Promise<void>((done) => setTimeout(done, STORE_UNMOUNT_DELAY + 10)));
