import 'reflect-metadata';
import { runServiceProcess } from '@tessera/platform';
import { dashboardServiceDefinition } from './dashboard-service.definition';

void runServiceProcess(dashboardServiceDefinition);
