import { bundledMedicalDirectory } from '../../adapters/reference/bundled-medical-directory.ts';
import type { AdapterFactory } from './adapter-factory.ts';

/** The medical-institution search over the bundled list. */
export const bundledMedicals: AdapterFactory<'medicals'> = { port: 'medicals', build: () => bundledMedicalDirectory() };
