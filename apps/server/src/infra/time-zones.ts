import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

/** Offset changes fall on a quarter of an hour in every zone this portal names (tzdb today). */
const QUARTER_HOUR_MS = 15 * 60_000;
/** About three years of quarter hours: more are forgotten, not wrong. */
const MOST_REMEMBERED = 100_000;

/**
 * An IANA zone (luxon's own) that remembers each quarter hour's offset. luxon asks the zone for an
 * offset on every wall-time conversion, and an IANA zone answers by formatting the instant with
 * `Intl.DateTimeFormat`, which was 4% of the server's CPU under load (issue 32: the calendar's
 * days, the booking slots). `Zone` is luxon's documented extension point; everything but the
 * offset is the IANA zone's answer.
 */
class RememberingZone extends Zone {
  private readonly offsets = new Map<number, number>();

  constructor(private readonly zone: IANAZone) {
    super();
  }

  override get type() {
    return this.zone.type;
  }
  override get name() {
    return this.zone.name;
  }
  override get isUniversal() {
    return this.zone.isUniversal;
  }
  override get isValid() {
    return this.zone.isValid;
  }
  override offsetName(ts: number, options: ZoneOffsetOptions) {
    return this.zone.offsetName(ts, options);
  }
  override formatOffset(ts: number, format: ZoneOffsetFormat) {
    return this.zone.formatOffset(ts, format);
  }
  override equals(other: Zone) {
    return this.zone.equals(other);
  }
  override offset(ts: number): number {
    const quarter = Math.floor(ts / QUARTER_HOUR_MS);
    let minutes = this.offsets.get(quarter);
    if (minutes === undefined) {
      minutes = this.zone.offset(ts);
      if (this.offsets.size >= MOST_REMEMBERED) this.offsets.clear();
      this.offsets.set(quarter, minutes);
    }
    return minutes;
  }
}

const zones = new Map<string, Zone>();

/** The zone of an IANA name (`Europe/London`) for luxon's `{ zone }`, one per name. */
export function timeZone(name: string): Zone {
  let zone = zones.get(name);
  if (!zone) {
    const iana = IANAZone.create(name);
    zone = iana.isValid ? new RememberingZone(iana) : iana;
    zones.set(name, zone);
  }
  return zone;
}
