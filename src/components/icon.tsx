import React from "react"
import {
  Activity, Apple, Bone, Brain, Calendar, Clock, Droplet, Droplets, Flame, FlaskConical, Flower2, HandHeart, Heart,
  HeartPulse, Landmark, Leaf, MessageCircle, Moon, Ribbon, Salad, ScanFace, Shield, ShieldCheck, Sparkles, Sprout,
  Stethoscope, Sun, Sunrise, Users, Wind, type LucideIcon,
} from "lucide-react"

/** Every icon an editor may name in YAML. schemas/common.schema.json lists the same names (a test keeps them equal). */
export const contentIcons: Record<string, LucideIcon> = {
  activity: Activity,
  apple: Apple,
  bone: Bone,
  brain: Brain,
  calendar: Calendar,
  clock: Clock,
  droplet: Droplet,
  droplets: Droplets,
  flame: Flame,
  flask: FlaskConical,
  flower: Flower2,
  "hand-heart": HandHeart,
  heart: Heart,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  leaf: Leaf,
  "message-circle": MessageCircle,
  moon: Moon,
  ribbon: Ribbon,
  salad: Salad,
  "scan-face": ScanFace,
  shield: Shield,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  sprout: Sprout,
  stethoscope: Stethoscope,
  sun: Sun,
  sunrise: Sunrise,
  users: Users,
  wind: Wind,
}

interface IconProps {
  name: string
  className?: string
  size?: number
}

/** A decorative icon chosen by name in content; the text beside it carries the meaning. */
export function Icon({ name, className, size = 28 }: IconProps) {
  const Glyph = contentIcons[name]
  if (!Glyph) throw new Error(`Unknown icon "${name}": use one of ${Object.keys(contentIcons).join(", ")}`)
  return <Glyph aria-hidden="true" focusable="false" className={className} size={size} strokeWidth={1.6} />
}
