import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installLocaleData } from './i18n/index.ts';
import { enUS } from './i18n/locales/en-US.ts';

// Components under test speak en-US, as the browser suite's pages do.
installLocaleData('en-US', enUS);

afterEach(() => cleanup());
