export { default } from '@courtside/lint/prettier';
