// The order-printing module's entities, for the host's explicit entity list (its table keeps the name it had in commerce).
export { PrintRun } from './entities/print-run.entity.ts';
