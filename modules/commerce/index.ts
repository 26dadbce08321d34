// The commerce module's public surface for other modules and the host.
export { orderLabel, type OrderAddress, type OrderDetailDto, type PrintLineDto, type PrintOrderDto } from './data/commerce.dto.ts';
export { isPaidStatus } from './services/order-status.ts';
// What batch printing (the order-printing module) reads and changes: paid orders, their lines, the return address.
export { changeOrderStatus, findOrdersToPrint, findOrdersWithLines } from './data/order.repository.ts';
export { getShopSettings } from './data/settings.repository.ts';
export { countryGroupOf, returnAddressLines } from './services/shop-settings.ts';
export { formatDate } from './ui/shop-page-parts.tsx';
