import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnnotationLayerEntity } from './annotation-layer.entity';
import { AnnotationEntity } from './annotation.entity';
import { AnnotationsHandlers } from './annotations.handlers';
import { AnnotationsService } from './annotations.service';

/** Annotation layers: their REST resource, and the native annotations chart data returns with a query. */
@Module({
  imports: [TypeOrmModule.forFeature([AnnotationLayerEntity, AnnotationEntity])],
  controllers: [AnnotationsHandlers],
  providers: [AnnotationsService],
  exports: [AnnotationsService],
})
export class AnnotationsModule {}
