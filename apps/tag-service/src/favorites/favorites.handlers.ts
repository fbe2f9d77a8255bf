import { Favorites, forbidden, type FavoriteChangeRequest, type FavoriteIdsRequest, type FavoriteStatusRequest } from '@tessera/contracts';
import { Controller } from '@nestjs/common';
import { Ctx, Payload } from '@nestjs/microservices';
import { BusContext, HandleRequest, serverText } from '@tessera/platform';
import { FavoritesService } from './favorites.service';

function userOf(context: BusContext): number {
  const userId = context.caller?.userId;
  if (userId === null || userId === undefined) throw forbidden(serverText('Only signed-in users have favourites'));
  return userId;
}

@Controller()
export class FavoritesHandlers {
  constructor(private readonly favorites: FavoritesService) {}

  @HandleRequest(Favorites.status)
  status(@Payload() request: FavoriteStatusRequest, @Ctx() context: BusContext) {
    return this.favorites.status(userOf(context), request.type, request.ids);
  }

  @HandleRequest(Favorites.add)
  async add(@Payload() request: FavoriteChangeRequest, @Ctx() context: BusContext) {
    await this.favorites.add(userOf(context), request.type, request.id);
    return { result: 'OK' };
  }

  @HandleRequest(Favorites.remove)
  async remove(@Payload() request: FavoriteChangeRequest, @Ctx() context: BusContext) {
    await this.favorites.remove(userOf(context), request.type, request.id);
    return { result: 'OK' };
  }

  @HandleRequest(Favorites.ids)
  async ids(@Payload() request: FavoriteIdsRequest, @Ctx() context: BusContext) {
    return { ids: await this.favorites.ids(userOf(context), request.type) };
  }
}
