/** Form pieces of the subscription pages: the shared date field lives with the other fields (../Fields). */
export { DateField } from '../../components/Fields';
