import { unitTestConfig } from '../../vitest.shared.ts';

export default unitTestConfig;
