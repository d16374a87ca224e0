import React from "react"

interface TemplateTextProps {
  /** A sentence from the content with {names}: "Published {date}". */
  template: string
  /** What stands in for each name: text, or an element such as <time>. */
  values: Record<string, React.ReactNode>
}

/** A sentence written in content, with elements where its {names} are. */
export function TemplateText({ template, values }: TemplateTextProps) {
  const parts = template.split(/(\{\w+\})/)
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1]
        return <React.Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</React.Fragment>
      })}
    </>
  )
}
