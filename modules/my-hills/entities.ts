export { HillModelRecord } from './entities/hill-model.entity.ts';
