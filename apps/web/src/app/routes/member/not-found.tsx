export { MemberNotFound as Component } from '../../../components/NotFound';
