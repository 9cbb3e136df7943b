export { PublicNotFound as Component } from '../../../components/NotFound';
