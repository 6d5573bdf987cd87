// Context for fragments that use `dimo`: a data-sdk client for production.
import { DIMO } from '@dimo-network/data-sdk';

export const dimo = new DIMO('Production');
