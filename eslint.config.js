import { courtside } from '@courtside/lint/eslint';

export default courtside(import.meta.dirname);
