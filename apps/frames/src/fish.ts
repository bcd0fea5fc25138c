/** The fish game's page: house.ts's play page with the sea (house/fish.ts) as its view. */
import './house/house.css';
import { fishView } from './house/fish';
import { runHousePage } from './house/house';

runHousePage(fishView);
