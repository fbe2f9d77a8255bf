import {
  AnnotationLayers,
  Annotations,
  type AnnotationIdRequest,
  type AnnotationIdsRequest,
  type AnnotationLayerIdRequest,
  type AnnotationLayerIdsRequest,
  type AnnotationLayerWriteRequest,
  type AnnotationListRequest,
  type AnnotationWriteRequest,
  type ListRequest,
} from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest } from '@tessera/platform';
import { AnnotationsService } from './annotations.service';

@Controller()
export class AnnotationsHandlers {
  constructor(private readonly annotations: AnnotationsService) {}

  @HandleRequest(AnnotationLayers.list)
  listLayers(@Payload() request: ListRequest) {
    return this.annotations.listLayers(request.query);
  }

  @HandleRequest(AnnotationLayers.get)
  layer(@Payload() request: AnnotationLayerIdRequest) {
    return this.annotations.layer(request.id);
  }

  @HandleRequest(AnnotationLayers.save)
  saveLayer(@Payload() request: AnnotationLayerWriteRequest, @Ctx() context: BusContext) {
    return this.annotations.saveLayer(request.id, request.fields, context.caller);
  }

  @HandleRequest(AnnotationLayers.delete)
  deleteLayers(@Payload() request: AnnotationLayerIdsRequest) {
    return this.annotations.deleteLayers(request.ids);
  }

  @HandleRequest(Annotations.list)
  listAnnotations(@Payload() request: AnnotationListRequest) {
    return this.annotations.listAnnotations(request.layerId, request.query);
  }

  @HandleRequest(Annotations.get)
  annotation(@Payload() request: AnnotationIdRequest) {
    return this.annotations.annotation(request.layerId, request.id);
  }

  @HandleRequest(Annotations.save)
  saveAnnotation(@Payload() request: AnnotationWriteRequest, @Ctx() context: BusContext) {
    return this.annotations.saveAnnotation(request.layerId, request.id, request.fields, context.caller);
  }

  @HandleRequest(Annotations.delete)
  deleteAnnotations(@Payload() request: AnnotationIdsRequest) {
    return this.annotations.deleteAnnotations(request.layerId, request.ids);
  }
}
